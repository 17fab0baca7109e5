CREATE TABLE "sandbox_gateway_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"gateway_order_id" text NOT NULL,
	"receipt" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_gateway_refunds_receipt_unique" UNIQUE("receipt")
);
--> statement-breakpoint
ALTER TABLE "payment_refunds" DROP CONSTRAINT "payment_refunds_order_id_unique";--> statement-breakpoint
ALTER TABLE "payment_order_items" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_gateway_refunds" ADD CONSTRAINT "sandbox_gateway_refunds_gateway_order_id_sandbox_gateway_orders_id_fk" FOREIGN KEY ("gateway_order_id") REFERENCES "public"."sandbox_gateway_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_order_batch_idx" ON "payment_refunds" USING btree ("order_id","batch_id");--> statement-breakpoint
-- ADR 0101: the sandbox's one refund per order moves to its refunds table, and seats already refunded
-- are marked on their order item, before the old columns go.
INSERT INTO "sandbox_gateway_refunds" ("id", "gateway_order_id", "receipt", "amount")
SELECT o."refund_id", o."id", o."refund_receipt", coalesce(r."amount", o."amount")
FROM "sandbox_gateway_orders" o LEFT JOIN "payment_refunds" r ON r."refund_code" = o."refund_receipt"
WHERE o."refund_id" IS NOT NULL AND o."refund_receipt" IS NOT NULL;--> statement-breakpoint
UPDATE "payment_order_items" i SET "refunded_at" = r."refunded_at"
FROM "payment_refunds" r
WHERE r."order_id" = i."order_id" AND r."batch_id" = i."batch_id" AND r."status" = 'processed';--> statement-breakpoint
ALTER TABLE "sandbox_gateway_orders" DROP COLUMN "refund_receipt";--> statement-breakpoint
ALTER TABLE "sandbox_gateway_orders" DROP COLUMN "refund_id";