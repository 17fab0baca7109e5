ALTER TABLE "users" ADD COLUMN "premium_until" timestamp with time zone;--> statement-breakpoint
-- Paid plans before this column: their period ends the plan's calendar months after the latest paid premium
-- order (in UTC, as premiumPeriodEnd counts them; ADR 0063).
UPDATE "users" AS u SET "premium_until" = (latest.paid_at AT TIME ZONE 'UTC' + make_interval(months => latest.period_months)) AT TIME ZONE 'UTC'
FROM (
  SELECT DISTINCT ON (o.user_id) o.user_id, o.paid_at, p.period_months
  FROM "payment_orders" o
  JOIN "payment_order_items" i ON i.order_id = o.id
  JOIN "premium_plans" p ON p.id = i.plan_id
  WHERE o.status = 'paid' AND o.paid_at IS NOT NULL
  ORDER BY o.user_id, o.paid_at DESC
) AS latest
WHERE latest.user_id = u.id;
