import type { EndpointRegistry } from '../api/registry';
import {
  handleMyRewardOrders,
  handleRedeemItem,
  handleRewardItems,
  handleRewardOrderAddress,
} from './handlers/store';
import { handleNeedToSpin, handleSpinTheWheel } from './handlers/wheel';

/** The rewards store and the daily wheel (002 Rewards, User; ADR 0058). */
export function registerRewardEndpoints(registry: EndpointRegistry): void {
  registry.implement('rewards-items', 'signed-in', handleRewardItems);
  registry.implement('rewards-redeem-item', 'signed-in', handleRedeemItem);
  registry.implement('rewards-my-orders', 'signed-in', handleMyRewardOrders);
  registry.implement('rewards-order-address', 'signed-in', handleRewardOrderAddress);
  registry.implement('user-need-to-spin', 'signed-in', handleNeedToSpin);
  registry.implement('user-spin-the-wheel', 'signed-in', handleSpinTheWheel);
}
