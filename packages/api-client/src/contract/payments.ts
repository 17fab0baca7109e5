import { z } from 'zod';
import { endpoint, fileDownload } from './define';
import { courseCard, firstTouch, minorAmount } from './fields';
import { isoDateTime, ok, pageQuery, paginated, slug } from './schemas';

const area = 'Payments and premium';
const subscription = z.object({
  status: z.enum(['none', 'pending', 'active', 'cancelled', 'expired']),
  premiumPlanId: z.number().int().nullable(),
  renews_at: isoDateTime.nullable(),
  /** When an expired plan's paid period ended (ADR 0063); null in every other status. */
  ended_at: isoDateTime.nullable(),
});

export const paymentEndpoints = {
  'pay-user-transactions': endpoint({
    id: 'pay-user-transactions',
    area,
    method: 'GET',
    path: 'user/transactions/',
    query: pageQuery,
    response: paginated(
      z.object({
        gfgOrderId: z.string(),
        item: z.string(),
        /** In the smallest currency unit (ADR 0048). */
        amount: minorAmount,
        currency: z.string(),
        status: z.enum(['pending', 'success', 'failed', 'refunded', 'expired']),
        created_at: isoDateTime,
        /** A paid order's tax invoice; it stays after a refund, beside the credit note. */
        has_invoice: z.boolean(),
        /**
         * ADR 0101: the GST credit note of each refunded seat of the order, by the refund's reference (an order of
         * several seats can have several, one per seat refunded).
         */
        credit_notes: z.array(z.object({ refund_id: z.string(), item: z.string() })),
      }),
    ),
  }),
  'x-pay-download-credit-note': endpoint({
    id: 'x-pay-download-credit-note',
    area,
    method: 'GET',
    path: 'download/credit-note/{refundId}',
    params: z.object({ refundId: z.string().min(1).max(100) }),
    response: fileDownload,
    policy: { download: 'application/pdf' },
    summary: "The GST credit note of one of the caller's refunds (a refunded seat), as a PDF (ADR 0101).",
  }),
  'pay-download-invoice': endpoint({
    id: 'pay-download-invoice',
    area,
    method: 'GET',
    path: 'download/invoice/{gfgOrderId}',
    params: z.object({ gfgOrderId: z.string().min(1).max(100) }),
    response: fileDownload,
    policy: { download: 'application/pdf' },
    summary: 'A file when the call succeeds, else text (the error message).',
  }),
  'pay-subscription-cancel': endpoint({
    id: 'pay-subscription-cancel',
    area,
    method: 'POST',
    path: 'payment/subscription/cancel',
    response: subscription,
    policy: { revalidates: ['premium-plan-details'] },
  }),
  'premium-plan-details': endpoint({
    id: 'premium-plan-details',
    area,
    method: 'GET',
    path: 'premium/plan/details',
    response: z.object({
      plans: z.array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          price: z.number(),
          currency: z.string(),
          period_months: z.number().int(),
          features: z.array(z.string()),
        }),
      ),
      subscription,
    }),
  }),
  'premium-payment': endpoint({
    id: 'premium-payment',
    area,
    method: 'POST',
    path: 'premium/payment',
    body: z.object({
      plan_id: z.number().int().positive(),
      coupon: z.string().max(100).optional(),
      page_url: z.string().max(2000),
    }),
    response: z.object({
      gfgOrderId: z.string(),
      /** List price less a coupon given here, in the smallest currency unit (ADR 0048). */
      amount: minorAmount,
      currency: z.string(),
      transaction_token: z.string(),
    }),
    policy: { pageUrl: true },
    summary: 'Starts a premium payment; page_url is the address of the current page (added by the client).',
  }),
  'pay-subscription-verify': endpoint({
    id: 'pay-subscription-verify',
    area,
    method: 'POST',
    path: 'payment/subscription/verify',
    body: z.object({ gfgOrderId: z.string().min(1), transaction_token: z.string().min(1) }),
    response: subscription,
    policy: { revalidates: ['premium-plan-details', 'pay-user-transactions'] },
  }),
  'premium-crm-visit': endpoint({
    id: 'premium-crm-visit',
    area,
    method: 'PUT',
    path: 'crm/premium/visit/',
    body: z.object({ source: z.string().max(200).optional(), first_touch: firstTouch }),
    response: ok,
    policy: { firstTouch: true },
    summary: 'Records a visit to the premium page for the CRM team.',
  }),
  'premium-crm-action': endpoint({
    id: 'premium-crm-action',
    area,
    method: 'PUT',
    path: 'crm/premium/action/',
    query: z.object({ source: z.string().max(200).optional() }),
    body: z.object({
      action: z.enum(['plan_viewed', 'checkout_started', 'checkout_abandoned', 'callback_requested']),
      first_touch: firstTouch,
    }),
    response: ok,
    policy: { firstTouch: true },
  }),
  'premium-courses': endpoint({
    id: 'premium-courses',
    area,
    method: 'GET',
    path: 'courses/',
    query: pageQuery.extend({ premium: z.enum(['true', 'false']).optional(), category: slug.optional() }),
    // The same call as the catalogue's listing, so the same cards (with `premium=true`: only courses in premium).
    response: paginated(courseCard),
    policy: { public: true },
    sameRouteAs: 'courses-list',
    summary: 'The course listing, filtered to courses included in premium.',
  }),
} as const;
