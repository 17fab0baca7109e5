import { AREA_ROLES } from '@learnforge/domain';
import type { EndpointRegistry } from '../api/registry';
import {
  handleCouponCopy,
  handleCouponCreate,
  handleCouponCustomers,
  handleCouponGet,
  handleCouponProducts,
  handleCouponsList,
  handleCouponUpdate,
} from './handlers/coupons';

export function registerCouponEndpoints(registry: EndpointRegistry): void {
  registry.implement('x-coupons-list', AREA_ROLES.coupons, handleCouponsList);
  registry.implement('x-coupon-get', AREA_ROLES.coupons, handleCouponGet);
  registry.implement('x-coupon-create', AREA_ROLES.coupons, handleCouponCreate);
  registry.implement('x-coupon-update', AREA_ROLES.coupons, handleCouponUpdate);
  registry.implement('x-coupon-copy', AREA_ROLES.coupons, handleCouponCopy);
  registry.implement('x-coupon-products', AREA_ROLES.coupons, handleCouponProducts);
  registry.implement('x-coupon-customers', AREA_ROLES.coupons, handleCouponCustomers);
}
