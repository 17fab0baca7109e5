CREATE TABLE "job_assessment_invites" (
	"assessment_id" integer NOT NULL,
	"email" text NOT NULL,
	"invited_by" integer,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_assessment_invites_assessment_id_email_pk" PRIMARY KEY("assessment_id","email")
);
--> statement-breakpoint
CREATE TABLE "job_assessments" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer,
	"title" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"proctored" boolean DEFAULT true NOT NULL,
	"question_ids" integer[] DEFAULT ARRAY[]::integer[] NOT NULL,
	"contest_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_assessments_contest_id_unique" UNIQUE("contest_id")
);
--> statement-breakpoint
ALTER TABLE "job_assessment_invites" ADD CONSTRAINT "job_assessment_invites_assessment_id_job_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."job_assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_assessment_invites" ADD CONSTRAINT "job_assessment_invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_assessments" ADD CONSTRAINT "job_assessments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_assessments" ADD CONSTRAINT "job_assessments_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_assessments" ADD CONSTRAINT "job_assessments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_assessments_organization_idx" ON "job_assessments" USING btree ("organization_id");