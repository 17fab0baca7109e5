CREATE TABLE "contest_accommodations" (
	"contest_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"extra_minutes" integer DEFAULT 0 NOT NULL,
	"webcam_exempt" boolean DEFAULT false NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"granted_by" integer,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_accommodations_contest_id_user_id_pk" PRIMARY KEY("contest_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "contest_attempts" (
	"contest_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"warnings_count" integer DEFAULT 0 NOT NULL,
	"quiz_score" real DEFAULT 0 NOT NULL,
	"coding_score" real DEFAULT 0 NOT NULL,
	"penalty_minutes" real DEFAULT 0 NOT NULL,
	"scored_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_attempts_contest_id_user_id_pk" PRIMARY KEY("contest_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "contest_feedback" (
	"contest_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_feedback_contest_id_user_id_pk" PRIMARY KEY("contest_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "contest_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"contest_id" integer NOT NULL,
	"message" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_proctoring_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"contest_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"warning" boolean NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"details" text,
	"asset_path" text
);
--> statement-breakpoint
CREATE TABLE "contest_quiz_responses" (
	"contest_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"selected_option_ids" integer[] DEFAULT ARRAY[]::integer[] NOT NULL,
	"user_input" text,
	"visited" boolean DEFAULT false NOT NULL,
	"marked" boolean DEFAULT false NOT NULL,
	"answered" boolean DEFAULT false NOT NULL,
	"marks_awarded" real DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_quiz_responses_contest_id_user_id_question_id_pk" PRIMARY KEY("contest_id","user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "contest_registrations" (
	"contest_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"page_url" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_registrations_contest_id_user_id_pk" PRIMARY KEY("contest_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "contest_section_problems" (
	"section_id" integer NOT NULL,
	"problem_id" integer NOT NULL,
	"position" integer NOT NULL,
	"points" real DEFAULT 100 NOT NULL,
	CONSTRAINT "contest_section_problems_section_id_problem_id_pk" PRIMARY KEY("section_id","problem_id")
);
--> statement-breakpoint
CREATE TABLE "contest_section_questions" (
	"section_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "contest_section_questions_section_id_question_id_pk" PRIMARY KEY("section_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "contest_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"contest_id" integer NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_submissions" (
	"submission_id" integer PRIMARY KEY NOT NULL,
	"contest_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"problem_id" integer NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contests" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"batch_id" integer,
	"organization_id" integer,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"duration_minutes" integer,
	"status" smallint DEFAULT 2 NOT NULL,
	"proctored" boolean DEFAULT false NOT NULL,
	"disable_copy_paste" boolean DEFAULT false NOT NULL,
	"show_calculator" boolean DEFAULT false NOT NULL,
	"webcam_interval_seconds" integer,
	"max_warnings" integer DEFAULT 3 NOT NULL,
	"show_answers_after_end" boolean DEFAULT true NOT NULL,
	"wrong_submission_penalty_minutes" integer DEFAULT 10 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contests_slug_unique" UNIQUE("slug"),
	CONSTRAINT "contests_window_check" CHECK ("contests"."end_time" > "contests"."start_time"),
	CONSTRAINT "contests_batch_kind_check" CHECK (("contests"."kind" = 'batch') = ("contests"."batch_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_type" text NOT NULL,
	"body" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"correct_option_ids" integer[] DEFAULT ARRAY[]::integer[] NOT NULL,
	"correct_answer" text,
	"marks" real DEFAULT 1 NOT NULL,
	"negative_marks" real DEFAULT 0 NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "open_contests" ADD COLUMN "contest_id" integer;--> statement-breakpoint
ALTER TABLE "batch_contests" ADD COLUMN "contest_id" integer;--> statement-breakpoint
ALTER TABLE "contest_accommodations" ADD CONSTRAINT "contest_accommodations_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_accommodations" ADD CONSTRAINT "contest_accommodations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_accommodations" ADD CONSTRAINT "contest_accommodations_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_attempts" ADD CONSTRAINT "contest_attempts_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_attempts" ADD CONSTRAINT "contest_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_feedback" ADD CONSTRAINT "contest_feedback_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_feedback" ADD CONSTRAINT "contest_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_notifications" ADD CONSTRAINT "contest_notifications_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_notifications" ADD CONSTRAINT "contest_notifications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_proctoring_events" ADD CONSTRAINT "contest_proctoring_events_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_proctoring_events" ADD CONSTRAINT "contest_proctoring_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_quiz_responses" ADD CONSTRAINT "contest_quiz_responses_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_quiz_responses" ADD CONSTRAINT "contest_quiz_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_quiz_responses" ADD CONSTRAINT "contest_quiz_responses_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_registrations" ADD CONSTRAINT "contest_registrations_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_registrations" ADD CONSTRAINT "contest_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_section_problems" ADD CONSTRAINT "contest_section_problems_section_id_contest_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."contest_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_section_problems" ADD CONSTRAINT "contest_section_problems_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_section_questions" ADD CONSTRAINT "contest_section_questions_section_id_contest_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."contest_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_section_questions" ADD CONSTRAINT "contest_section_questions_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_sections" ADD CONSTRAINT "contest_sections_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_submissions" ADD CONSTRAINT "contest_submissions_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_submissions" ADD CONSTRAINT "contest_submissions_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_submissions" ADD CONSTRAINT "contest_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_submissions" ADD CONSTRAINT "contest_submissions_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contest_attempts_rank_idx" ON "contest_attempts" USING btree ("contest_id",("quiz_score" + "coding_score") desc);--> statement-breakpoint
CREATE INDEX "contest_notifications_contest_idx" ON "contest_notifications" USING btree ("contest_id","created_at");--> statement-breakpoint
CREATE INDEX "contest_proctoring_events_attempt_idx" ON "contest_proctoring_events" USING btree ("contest_id","user_id","occurred_at");--> statement-breakpoint
CREATE INDEX "contest_registrations_user_idx" ON "contest_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contest_sections_position_idx" ON "contest_sections" USING btree ("contest_id","position");--> statement-breakpoint
CREATE INDEX "contest_submissions_attempt_idx" ON "contest_submissions" USING btree ("contest_id","user_id","problem_id");--> statement-breakpoint
CREATE INDEX "contests_start_idx" ON "contests" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "contests_batch_idx" ON "contests" USING btree ("batch_id");--> statement-breakpoint
ALTER TABLE "open_contests" ADD CONSTRAINT "open_contests_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_contests" ADD CONSTRAINT "batch_contests_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_contests" ADD CONSTRAINT "open_contests_contest_id_unique" UNIQUE("contest_id");--> statement-breakpoint
ALTER TABLE "batch_contests" ADD CONSTRAINT "batch_contests_contest_id_unique" UNIQUE("contest_id");--> statement-breakpoint
-- Every contest listed before this migration becomes a contest learners can open (ADR 0039).
WITH created AS (
	INSERT INTO "contests" ("slug", "title", "kind", "batch_id", "start_time", "end_time", "status")
	SELECT "slug", "title", 'batch', "batch_id", "start_time", "end_time", "status" FROM "batch_contests" WHERE "contest_id" IS NULL
	ON CONFLICT ("slug") DO NOTHING
	RETURNING "id", "slug"
)
UPDATE "batch_contests" b SET "contest_id" = created."id" FROM created WHERE b."slug" = created."slug";--> statement-breakpoint
WITH created AS (
	INSERT INTO "contests" ("slug", "title", "kind", "start_time", "end_time", "status")
	SELECT "slug", "title", 'open', "start_time", "end_time", "status" FROM "open_contests" WHERE "contest_id" IS NULL
	ON CONFLICT ("slug") DO NOTHING
	RETURNING "id", "slug"
)
UPDATE "open_contests" o SET "contest_id" = created."id" FROM created WHERE o."slug" = created."slug";
