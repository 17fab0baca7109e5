CREATE TABLE "hint_unlocks" (
	"user_id" integer NOT NULL,
	"problem_id" integer NOT NULL,
	"unlocked_count" integer NOT NULL,
	CONSTRAINT "hint_unlocks_user_id_problem_id_pk" PRIMARY KEY("user_id","problem_id")
);
--> statement-breakpoint
CREATE TABLE "problem_attempts" (
	"user_id" integer NOT NULL,
	"problem_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"solved_submission_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "problem_attempts_user_id_problem_id_pk" PRIMARY KEY("user_id","problem_id")
);
--> statement-breakpoint
CREATE TABLE "problem_bookmarks" (
	"user_id" integer NOT NULL,
	"problem_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "problem_bookmarks_user_id_problem_id_pk" PRIMARY KEY("user_id","problem_id")
);
--> statement-breakpoint
CREATE TABLE "problem_details" (
	"problem_id" integer PRIMARY KEY NOT NULL,
	"input_format" text DEFAULT '' NOT NULL,
	"output_format" text DEFAULT '' NOT NULL,
	"constraints" text DEFAULT '' NOT NULL,
	"templates" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"companies" text[] DEFAULT '{}' NOT NULL,
	"topics" text[] DEFAULT '{}' NOT NULL,
	"editorial" text DEFAULT '' NOT NULL,
	"author_solutions" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "problem_hints" (
	"problem_id" integer NOT NULL,
	"hint_no" integer NOT NULL,
	"content" text NOT NULL,
	CONSTRAINT "problem_hints_problem_id_hint_no_pk" PRIMARY KEY("problem_id","hint_no")
);
--> statement-breakpoint
CREATE TABLE "problems_of_day" (
	"date" text PRIMARY KEY NOT NULL,
	"problem_id" integer NOT NULL,
	"reward_points" integer DEFAULT 10 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"problem_id" integer NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"code" text NOT NULL,
	"input" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"verdict" text,
	"tests_passed" integer DEFAULT 0 NOT NULL,
	"tests_total" integer DEFAULT 0 NOT NULL,
	"time_ms" integer,
	"memory_kb" integer,
	"compiler_output" text,
	"results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure" text,
	"score" integer DEFAULT 0 NOT NULL,
	"batch_slug" text,
	"track_slug" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hint_unlocks" ADD CONSTRAINT "hint_unlocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hint_unlocks" ADD CONSTRAINT "hint_unlocks_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_attempts" ADD CONSTRAINT "problem_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_attempts" ADD CONSTRAINT "problem_attempts_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_bookmarks" ADD CONSTRAINT "problem_bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_bookmarks" ADD CONSTRAINT "problem_bookmarks_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_details" ADD CONSTRAINT "problem_details_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_hints" ADD CONSTRAINT "problem_hints_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problems_of_day" ADD CONSTRAINT "problems_of_day_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submissions_user_problem_idx" ON "submissions" USING btree ("user_id","problem_id","id");--> statement-breakpoint
CREATE INDEX "submissions_problem_idx" ON "submissions" USING btree ("problem_id","id");