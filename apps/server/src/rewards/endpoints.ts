import { AREA_ROLES } from '@learnforge/domain';
import type { EndpointRegistry } from '../api/registry';
import {
  handleAdminRewardItemCreate,
  handleAdminRewardItems,
  handleAdminRewardItemUpdate,
  handleAdminRewardOrderStatus,
  handleAdminRewardOrders,
} from './handlers/staff';
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
  registry.implement('x-admin-reward-items', AREA_ROLES.rewards, handleAdminRewardItems);
  registry.implement('x-admin-reward-item-create', AREA_ROLES.rewards, handleAdminRewardItemCreate);
  registry.implement('x-admin-reward-item-update', AREA_ROLES.rewards, handleAdminRewardItemUpdate);
  registry.implement('x-admin-reward-orders', AREA_ROLES.rewards, handleAdminRewardOrders);
  registry.implement('x-admin-reward-order-status', AREA_ROLES.rewards, handleAdminRewardOrderStatus);
}
