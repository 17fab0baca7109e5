CREATE TABLE "batch_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"user_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"holder_name" text NOT NULL,
	"course_name" text NOT NULL,
	"batch_name" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pdf_key" text,
	CONSTRAINT "batch_certificates_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_code" text NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"feedback_reasons" text[],
	"feedback_comment" text,
	"refunded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_refund_code_unique" UNIQUE("refund_code"),
	CONSTRAINT "payment_refunds_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
ALTER TABLE "batch_certificates" ADD CONSTRAINT "batch_certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_certificates" ADD CONSTRAINT "batch_certificates_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "batch_certificates_user_batch_idx" ON "batch_certificates" USING btree ("user_id","batch_id");