CREATE TABLE "batch_content_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "batch_contests" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"batch_id" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"status" smallint NOT NULL,
	CONSTRAINT "batch_contests_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "batch_live_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"batch_id" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"duration_minutes" real NOT NULL,
	"status" smallint NOT NULL,
	CONSTRAINT "batch_live_classes_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "contest_participations" (
	"contest_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"score" real DEFAULT 0 NOT NULL,
	"attended" boolean DEFAULT false NOT NULL,
	"duration_minutes" real DEFAULT 0 NOT NULL,
	CONSTRAINT "contest_participations_contest_id_user_id_pk" PRIMARY KEY("contest_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "live_class_attendance" (
	"class_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"duration_minutes" real NOT NULL,
	CONSTRAINT "live_class_attendance_class_id_user_id_pk" PRIMARY KEY("class_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "org_batch_activity" (
	"batch_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"problem_score" real DEFAULT 0 NOT NULL,
	"quiz_score" real DEFAULT 0 NOT NULL,
	"contest_score" real DEFAULT 0 NOT NULL,
	"live_minutes" real DEFAULT 0 NOT NULL,
	"live_count" integer DEFAULT 0 NOT NULL,
	"recorded_minutes" real DEFAULT 0 NOT NULL,
	"recorded_count" integer DEFAULT 0 NOT NULL,
	"prerecorded_minutes" real DEFAULT 0 NOT NULL,
	"prerecorded_count" integer DEFAULT 0 NOT NULL,
	"articles_count" integer DEFAULT 0 NOT NULL,
	"problems_count" integer DEFAULT 0 NOT NULL,
	"quizzes_count" integer DEFAULT 0 NOT NULL,
	"contests_count" integer DEFAULT 0 NOT NULL,
	"last_active_at" timestamp with time zone,
	CONSTRAINT "org_batch_activity_batch_id_user_id_pk" PRIMARY KEY("batch_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "org_deal_access" (
	"id" serial PRIMARY KEY NOT NULL,
	"deal_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"granted_by" integer,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "org_deals" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"deal_number" text NOT NULL,
	"batch_id" integer NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"expiry_date" timestamp with time zone NOT NULL,
	"licenses_purchased" integer NOT NULL,
	CONSTRAINT "org_deals_deal_number_unique" UNIQUE("deal_number")
);
--> statement-breakpoint
CREATE TABLE "org_institutes" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"sent_by" integer,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"recipients_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_report_tiers" (
	"organization_id" integer NOT NULL,
	"tier" text NOT NULL,
	"min_score" real NOT NULL,
	CONSTRAINT "org_report_tiers_organization_id_tier_pk" PRIMARY KEY("organization_id","tier")
);
--> statement-breakpoint
CREATE TABLE "org_student_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"institute_id" integer,
	"degree" text DEFAULT '' NOT NULL,
	"branch" text DEFAULT '' NOT NULL,
	"section" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_student_stats" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"problems_solved" integer DEFAULT 0 NOT NULL,
	"streak" integer DEFAULT 0 NOT NULL,
	"pod_solved_count" integer DEFAULT 0 NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"problem_score" real DEFAULT 0 NOT NULL,
	"quiz_score" real DEFAULT 0 NOT NULL,
	"contest_score" real DEFAULT 0 NOT NULL,
	"avg_score" real DEFAULT 0 NOT NULL,
	"live_minutes" real DEFAULT 0 NOT NULL,
	"live_count" integer DEFAULT 0 NOT NULL,
	"recorded_minutes" real DEFAULT 0 NOT NULL,
	"recorded_count" integer DEFAULT 0 NOT NULL,
	"prerecorded_minutes" real DEFAULT 0 NOT NULL,
	"prerecorded_count" integer DEFAULT 0 NOT NULL,
	"articles_count" integer DEFAULT 0 NOT NULL,
	"problems_count" integer DEFAULT 0 NOT NULL,
	"quizzes_count" integer DEFAULT 0 NOT NULL,
	"contests_count" integer DEFAULT 0 NOT NULL,
	"last_active_at" timestamp with time zone,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proctored_assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"contest_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"captured_at" timestamp with time zone NOT NULL,
	"url" text
);
--> statement-breakpoint
ALTER TABLE "batch_content_items" ADD CONSTRAINT "batch_content_items_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_contests" ADD CONSTRAINT "batch_contests_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_live_classes" ADD CONSTRAINT "batch_live_classes_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_participations" ADD CONSTRAINT "contest_participations_contest_id_batch_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."batch_contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_participations" ADD CONSTRAINT "contest_participations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_class_attendance" ADD CONSTRAINT "live_class_attendance_class_id_batch_live_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."batch_live_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_class_attendance" ADD CONSTRAINT "live_class_attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_batch_activity" ADD CONSTRAINT "org_batch_activity_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_batch_activity" ADD CONSTRAINT "org_batch_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_deal_access" ADD CONSTRAINT "org_deal_access_deal_id_org_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."org_deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_deal_access" ADD CONSTRAINT "org_deal_access_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_deal_access" ADD CONSTRAINT "org_deal_access_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_deals" ADD CONSTRAINT "org_deals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_deals" ADD CONSTRAINT "org_deals_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_institutes" ADD CONSTRAINT "org_institutes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_mails" ADD CONSTRAINT "org_mails_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_mails" ADD CONSTRAINT "org_mails_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_notices" ADD CONSTRAINT "org_notices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_notices" ADD CONSTRAINT "org_notices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_report_tiers" ADD CONSTRAINT "org_report_tiers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_student_profiles" ADD CONSTRAINT "org_student_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_student_profiles" ADD CONSTRAINT "org_student_profiles_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_student_profiles" ADD CONSTRAINT "org_student_profiles_institute_id_org_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."org_institutes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_student_stats" ADD CONSTRAINT "org_student_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_student_stats" ADD CONSTRAINT "org_student_stats_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proctored_assets" ADD CONSTRAINT "proctored_assets_contest_id_batch_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."batch_contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proctored_assets" ADD CONSTRAINT "proctored_assets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_content_items_batch_idx" ON "batch_content_items" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "batch_contests_batch_idx" ON "batch_contests" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "batch_live_classes_batch_idx" ON "batch_live_classes" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "contest_participations_user_idx" ON "contest_participations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "org_batch_activity_user_idx" ON "org_batch_activity" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "org_deal_access_active_idx" ON "org_deal_access" USING btree ("deal_id","user_id") WHERE "org_deal_access"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "org_deal_access_user_idx" ON "org_deal_access" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "org_deals_org_idx" ON "org_deals" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "org_institutes_org_name_idx" ON "org_institutes" USING btree ("organization_id","name");--> statement-breakpoint
CREATE INDEX "org_notices_org_idx" ON "org_notices" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "org_student_profiles_org_idx" ON "org_student_profiles" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "org_student_stats_org_score_idx" ON "org_student_stats" USING btree ("organization_id","avg_score" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "org_student_stats_org_solved_idx" ON "org_student_stats" USING btree ("organization_id","problems_solved" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "proctored_assets_contest_idx" ON "proctored_assets" USING btree ("contest_id","user_id");