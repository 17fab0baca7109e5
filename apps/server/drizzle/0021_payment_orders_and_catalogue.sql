CREATE TABLE "course_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'primary' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"public" boolean DEFAULT true NOT NULL,
	CONSTRAINT "course_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "course_category_links" (
	"course_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "course_category_links_course_id_category_id_pk" PRIMARY KEY("course_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"seller_state" text NOT NULL,
	"buyer_state" text NOT NULL,
	"tax_rate_percent" smallint NOT NULL,
	"taxable_amount" integer NOT NULL,
	"cgst" integer NOT NULL,
	"sgst" integer NOT NULL,
	"igst" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "payment_order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"batch_id" integer,
	"plan_id" integer,
	"name" text NOT NULL,
	"amount" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_code" text NOT NULL,
	"transaction_token" text NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'cart' NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"list_amount" integer DEFAULT 0 NOT NULL,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"coupon_id" integer,
	"gateway" text,
	"gateway_order_id" text,
	"gateway_payment_id" text,
	"failure_reason" text,
	"billing_state" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payment_orders_order_code_unique" UNIQUE("order_code"),
	CONSTRAINT "payment_orders_transaction_token_unique" UNIQUE("transaction_token"),
	CONSTRAINT "payment_orders_gateway_order_id_unique" UNIQUE("gateway_order_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"receipt" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"return_path" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_category_links" ADD CONSTRAINT "course_category_links_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_category_links" ADD CONSTRAINT "course_category_links_category_id_course_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."course_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_order_items" ADD CONSTRAINT "payment_order_items_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_order_items" ADD CONSTRAINT "payment_order_items_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_order_items" ADD CONSTRAINT "payment_order_items_plan_id_premium_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."premium_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_category_links_category_idx" ON "course_category_links" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_year_sequence_idx" ON "invoices" USING btree ("financial_year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_order_items_batch_idx" ON "payment_order_items" USING btree ("order_id","batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_order_items_plan_idx" ON "payment_order_items" USING btree ("order_id","plan_id");--> statement-breakpoint
CREATE INDEX "payment_orders_user_idx" ON "payment_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_coupon_idx" ON "payment_orders" USING btree ("coupon_id","status");--> statement-breakpoint
CREATE INDEX "payment_orders_open_idx" ON "payment_orders" USING btree ("status","expires_at");--> statement-breakpoint
-- Premium orders recorded before the gateway move over, in paise (ADR 0048); paid ones keep no invoice number, as none was issued.
INSERT INTO "payment_orders" ("order_code", "transaction_token", "user_id", "status", "currency", "list_amount", "discount_amount", "amount", "coupon_id", "created_at", "expires_at", "paid_at")
SELECT "order_code", "transaction_token", "user_id",
  CASE "status" WHEN 'success' THEN 'paid' WHEN 'pending' THEN 'expired' ELSE 'failed' END,
  "currency", round("list_price" * 100)::int, round("discount_amount" * 100)::int, round("final_amount" * 100)::int,
  "coupon_id", "created_at", "created_at", "paid_at"
FROM "premium_orders";--> statement-breakpoint
INSERT INTO "payment_order_items" ("order_id", "plan_id", "name", "amount")
SELECT "payment_orders"."id", "premium_orders"."plan_id", "premium_plans"."name", round("premium_orders"."list_price" * 100)::int
FROM "premium_orders"
JOIN "payment_orders" ON "payment_orders"."order_code" = "premium_orders"."order_code"
JOIN "premium_plans" ON "premium_plans"."id" = "premium_orders"."plan_id";--> statement-breakpoint
DROP TABLE "premium_orders" CASCADE;
