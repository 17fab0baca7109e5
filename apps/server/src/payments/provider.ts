/**
 * A payment provider as checkout sees it (ADR 0048, 0057): it opens an order for an amount, tells the
 * browser where to pay, and proves results with signatures we check before anything is granted.
 * The built-in sandbox gateway and the Razorpay adapter implement it; which one runs is configuration
 * (`PAYMENT_GATEWAY`), and with none configured checkout takes no paid orders.
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'razorpay';
  /** Opens the provider's order for an amount in the smallest unit; `receipt` is our order code. */
  createOrder(order: {
    receipt: string;
    amount: number;
    currency: string;
    returnPath: string;
  }): Promise<{ gatewayOrderId: string; checkoutUrl: string; publicKey: string }>;
  /** Where the browser pays an order opened earlier (a second "Pay" on the same order). */
  checkoutUrlOf(gatewayOrderId: string): string;
  /** Whether the result the browser brought back was signed by the provider. */
  verifyResult(result: PaymentResult, signature: string): boolean;
  /**
   * The payment result inside a webhook; `ignored` for a genuine event that settles nothing (it is
   * acknowledged so the provider stops retrying); null when its signature does not verify.
   */
  parseWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): PaymentResult | 'ignored' | null;
  /**
   * Refunds a captured payment (ADR 0101). `receipt` is our refund code: asking again with the same one
   * gives back the refund already made, never a second. Throws an HttpError (502) when the provider
   * refuses or does not answer.
   */
  refund(refund: {
    gatewayOrderId: string;
    paymentId: string;
    amount: number;
    receipt: string;
  }): Promise<{ gatewayRefundId: string }>;
}

/** What the provider says happened to a payment. */
export interface PaymentResult {
  gatewayOrderId: string;
  paymentId: string;
  status: 'captured' | 'failed' | 'pending';
}
