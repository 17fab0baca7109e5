/**
 * A payment provider as checkout sees it (ADR 0048): it opens an order for an amount, tells the
 * browser where to pay, and proves results with signatures we check before anything is granted.
 * The built-in sandbox gateway implements it; a Razorpay adapter would implement the same three calls.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Opens the provider's order for an amount in the smallest unit; `receipt` is our order code. */
  createOrder(order: {
    receipt: string;
    amount: number;
    currency: string;
    returnPath: string;
  }): Promise<{ gatewayOrderId: string; checkoutUrl: string; publicKey: string }>;
  /** Whether the result the browser brought back was signed by the provider. */
  verifyResult(result: PaymentResult, signature: string): boolean;
  /** The payment result inside a webhook, or null when its signature does not verify. */
  parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): PaymentResult | null;
}

/** What the provider says happened to a payment. */
export interface PaymentResult {
  gatewayOrderId: string;
  paymentId: string;
  status: 'captured' | 'failed' | 'pending';
}
