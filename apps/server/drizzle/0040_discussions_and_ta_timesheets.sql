CREATE TABLE "discussion_moderation" (
	"id" serial PRIMARY KEY NOT NULL,
	"post" text NOT NULL,
	"post_id" integer NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discussion_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"thread_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"body" text NOT NULL,
	"hidden_reason" text,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discussion_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"post" text NOT NULL,
	"post_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"reason" text NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discussion_reports_once" UNIQUE("post","post_id","reporter_id")
);
--> statement-breakpoint
CREATE TABLE "discussion_threads" (
	"id" serial PRIMARY KEY NOT NULL,
	"problem_id" integer,
	"batch_id" integer,
	"author_id" integer NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"accepted_reply_id" integer,
	"rating" smallint,
	"rating_valid" boolean,
	"picked_at" timestamp with time zone,
	"hidden_reason" text,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discussion_threads_one_place" CHECK (("discussion_threads"."problem_id" is null) <> ("discussion_threads"."batch_id" is null)),
	CONSTRAINT "discussion_threads_rating" CHECK ("discussion_threads"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "discussion_votes" (
	"post" text NOT NULL,
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"value" smallint NOT NULL,
	CONSTRAINT "discussion_votes_post_post_id_user_id_pk" PRIMARY KEY("post","post_id","user_id"),
	CONSTRAINT "discussion_votes_value" CHECK ("discussion_votes"."value" in (-1, 1))
);
--> statement-breakpoint
CREATE TABLE "ta_timesheet_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"ta_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"worked_on" date NOT NULL,
	"minutes" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ta_timesheet_minutes" CHECK ("ta_timesheet_entries"."minutes" between 1 and 720)
);
--> statement-breakpoint
ALTER TABLE "discussion_moderation" ADD CONSTRAINT "discussion_moderation_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_replies" ADD CONSTRAINT "discussion_replies_thread_id_discussion_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."discussion_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_replies" ADD CONSTRAINT "discussion_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_reports" ADD CONSTRAINT "discussion_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_threads" ADD CONSTRAINT "discussion_threads_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_threads" ADD CONSTRAINT "discussion_threads_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_threads" ADD CONSTRAINT "discussion_threads_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_votes" ADD CONSTRAINT "discussion_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ta_timesheet_entries" ADD CONSTRAINT "ta_timesheet_entries_ta_id_users_id_fk" FOREIGN KEY ("ta_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ta_timesheet_entries" ADD CONSTRAINT "ta_timesheet_entries_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discussion_moderation_post_idx" ON "discussion_moderation" USING btree ("post","post_id","created_at");--> statement-breakpoint
CREATE INDEX "discussion_replies_thread_idx" ON "discussion_replies" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE INDEX "discussion_replies_author_idx" ON "discussion_replies" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "discussion_reports_open_idx" ON "discussion_reports" USING btree ("resolved_at","created_at");--> statement-breakpoint
CREATE INDEX "discussion_threads_problem_idx" ON "discussion_threads" USING btree ("problem_id","created_at");--> statement-breakpoint
CREATE INDEX "discussion_threads_batch_idx" ON "discussion_threads" USING btree ("batch_id","created_at");--> statement-breakpoint
CREATE INDEX "ta_timesheet_ta_idx" ON "ta_timesheet_entries" USING btree ("ta_id","worked_on");