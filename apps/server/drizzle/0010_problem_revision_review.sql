ALTER TABLE "problem_revisions" ADD COLUMN "changes" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "problem_revisions" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "problem_revisions" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "problem_revisions" ADD COLUMN "review_comment" text;--> statement-breakpoint
ALTER TABLE "problem_revisions" ADD CONSTRAINT "problem_revisions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "problem_revisions_status_idx" ON "problem_revisions" USING btree ("status","id");