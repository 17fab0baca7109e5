CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"copied_from_id" integer,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_till" timestamp with time zone NOT NULL,
	"max_uses" integer NOT NULL,
	"max_uses_per_user" integer NOT NULL,
	"coupon_type" text NOT NULL,
	"discount_value" double precision NOT NULL,
	"up_to" double precision DEFAULT -1 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"college_domain" text,
	"customer_rules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"purchase_rules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"product_rules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"entitled_cust" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"entitled_prod" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prerequisite_prod" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"publish_status" text DEFAULT 'draft' NOT NULL,
	"assignment" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"influencer" jsonb,
	"copy_count" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "premium_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_code" text NOT NULL,
	"transaction_token" text NOT NULL,
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"list_price" double precision NOT NULL,
	"discount_amount" double precision DEFAULT 0 NOT NULL,
	"final_amount" double precision NOT NULL,
	"currency" text NOT NULL,
	"coupon_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "premium_orders_order_code_unique" UNIQUE("order_code"),
	CONSTRAINT "premium_orders_transaction_token_unique" UNIQUE("transaction_token")
);
--> statement-breakpoint
CREATE TABLE "premium_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"price" double precision NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"period_months" integer NOT NULL,
	"features" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "premium_plans_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "institutes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_designations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"organization" jsonb NOT NULL,
	"designation_id" integer,
	"designation_text" text NOT NULL,
	"location_type" text NOT NULL,
	"locations" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"employment_type" text NOT NULL,
	"description" text NOT NULL,
	"salary_min" double precision NOT NULL,
	"salary_max" double precision NOT NULL,
	"salary_type" integer DEFAULT 2 NOT NULL,
	"experience_min" double precision NOT NULL,
	"experience_max" double precision NOT NULL,
	"skill_sets" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"publish_date" timestamp NOT NULL,
	"last_apply_date" timestamp NOT NULL,
	"eligible_institute_ids" integer[] DEFAULT ARRAY[]::integer[] NOT NULL,
	"contest_slug" text,
	"recruiter_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skills" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_orders" ADD CONSTRAINT "premium_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_orders" ADD CONSTRAINT "premium_orders_plan_id_premium_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."premium_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_orders" ADD CONSTRAINT "premium_orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_designation_id_job_designations_id_fk" FOREIGN KEY ("designation_id") REFERENCES "public"."job_designations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_recruiter_id_users_id_fk" FOREIGN KEY ("recruiter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_idx" ON "coupons" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "premium_orders_user_idx" ON "premium_orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "premium_orders_coupon_idx" ON "premium_orders" USING btree ("coupon_id");--> statement-breakpoint
CREATE UNIQUE INDEX "institutes_name_idx" ON "institutes" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "job_designations_name_idx" ON "job_designations" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "jobs_recruiter_idx" ON "jobs" USING btree ("recruiter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "skills_name_idx" ON "skills" USING btree (lower("name"));