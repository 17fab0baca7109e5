CREATE TABLE "catalogue_section_order" (
	"page" text NOT NULL,
	"key" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "catalogue_section_order_page_key_pk" PRIMARY KEY("page","key")
);
--> statement-breakpoint
CREATE TABLE "course_leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"course_id" integer,
	"batch_id" integer,
	"name" text,
	"email" text,
	"phone" text,
	"preferred_time" text,
	"page_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "gate_exam_year" smallint;--> statement-breakpoint
ALTER TABLE "batch_offers" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "batch_offers" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "reward_ledger" ADD COLUMN "event_key" text;--> statement-breakpoint
ALTER TABLE "course_leads" ADD CONSTRAINT "course_leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_leads" ADD CONSTRAINT "course_leads_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_leads" ADD CONSTRAINT "course_leads_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_leads_kind_created_idx" ON "course_leads" USING btree ("kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_ledger_user_event_idx" ON "reward_ledger" USING btree ("user_id","event_key") WHERE "reward_ledger"."event_key" is not null;