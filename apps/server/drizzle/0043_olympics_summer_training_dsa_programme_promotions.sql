CREATE TABLE "dsa_applications" (
	"user_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"status" text DEFAULT 'applied' NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dsa_applications_user_id_batch_id_pk" PRIMARY KEY("user_id","batch_id")
);
--> statement-breakpoint
CREATE TABLE "dsa_survey_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"kind" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dsa_survey_responses" (
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer" text NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dsa_survey_responses_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "olympics_registrations" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"institute" text NOT NULL,
	"graduation_year" integer NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "olympics_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_slug" text NOT NULL,
	"course_name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"contest_id" integer,
	CONSTRAINT "olympics_rounds_course_slug_unique" UNIQUE("course_slug")
);
--> statement-breakpoint
CREATE TABLE "promotional_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"image" text,
	"link" text NOT NULL,
	"placement" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promotional_events_window_check" CHECK ("promotional_events"."ends_at" > "promotional_events"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "site_testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"profile_image" text,
	"designation" text,
	"company" text,
	"text" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "summer_training_registrations" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"institute" text NOT NULL,
	"graduation_year" integer NOT NULL,
	"track_slug" text NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "summer_training_tracks" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"seats" integer NOT NULL,
	CONSTRAINT "summer_training_tracks_seats_check" CHECK ("summer_training_tracks"."seats" >= 0)
);
--> statement-breakpoint
ALTER TABLE "dsa_applications" ADD CONSTRAINT "dsa_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dsa_applications" ADD CONSTRAINT "dsa_applications_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dsa_survey_questions" ADD CONSTRAINT "dsa_survey_questions_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dsa_survey_responses" ADD CONSTRAINT "dsa_survey_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dsa_survey_responses" ADD CONSTRAINT "dsa_survey_responses_question_id_dsa_survey_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."dsa_survey_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympics_registrations" ADD CONSTRAINT "olympics_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympics_rounds" ADD CONSTRAINT "olympics_rounds_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summer_training_registrations" ADD CONSTRAINT "summer_training_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summer_training_registrations" ADD CONSTRAINT "summer_training_registrations_track_slug_summer_training_tracks_slug_fk" FOREIGN KEY ("track_slug") REFERENCES "public"."summer_training_tracks"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dsa_survey_questions_position_idx" ON "dsa_survey_questions" USING btree ("batch_id","position");--> statement-breakpoint
CREATE INDEX "olympics_registrations_institute_idx" ON "olympics_registrations" USING btree ("institute");--> statement-breakpoint
CREATE INDEX "promotional_events_window_idx" ON "promotional_events" USING btree ("starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "summer_training_registrations_track_idx" ON "summer_training_registrations" USING btree ("track_slug");