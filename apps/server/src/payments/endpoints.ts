import type { EndpointRegistry } from '../api/registry';
import { handleBatchRegistration, handlePaymentAddToCart, handlePaymentRemove } from './handlers/cart';
import {
  handleCouponApply,
  handlePayDownloadCreditNote,
  handlePayDownloadInvoice,
  handlePaymentCreateOrder,
  handlePaymentFetch,
  handlePaymentVerify,
  handlePayUserTransactions,
} from './handlers/checkout';
import {
  handlePaySubscriptionCancel,
  handlePaySubscriptionVerify,
  handlePremiumPayment,
  handlePremiumPlanDetails,
} from './handlers/premium';

export function registerPaymentEndpoints(registry: EndpointRegistry): void {
  registry.implement('batch-registration', 'signed-in', handleBatchRegistration);
  registry.implement('payment-add-to-cart', 'signed-in', handlePaymentAddToCart);
  registry.implement('payment-remove', 'signed-in', handlePaymentRemove);
  registry.implement('coupon-apply', 'signed-in', handleCouponApply);
  registry.implement('payment-create-order', 'signed-in', handlePaymentCreateOrder);
  registry.implement('payment-verify', 'signed-in', handlePaymentVerify);
  registry.implement('payment-fetch', 'signed-in', handlePaymentFetch);
  registry.implement('premium-plan-details', 'signed-in', handlePremiumPlanDetails);
  registry.implement('premium-payment', 'signed-in', handlePremiumPayment);
  registry.implement('pay-subscription-verify', 'signed-in', handlePaySubscriptionVerify);
  registry.implement('pay-subscription-cancel', 'signed-in', handlePaySubscriptionCancel);
  registry.implement('pay-user-transactions', 'signed-in', handlePayUserTransactions);
  registry.implement('pay-download-invoice', 'signed-in', handlePayDownloadInvoice);
  registry.implement('x-pay-download-credit-note', 'signed-in', handlePayDownloadCreditNote);
}
