CREATE TABLE "batch_elective_choices" (
	"batch_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batch_elective_choices_batch_id_user_id_course_id_pk" PRIMARY KEY("batch_id","user_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "batch_study_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"days_of_week" smallint[] NOT NULL,
	"hours_per_day" real NOT NULL,
	"start_date" date NOT NULL,
	"reminder_time" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"last_reminded_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "batch_elective_choices" ADD CONSTRAINT "batch_elective_choices_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_elective_choices" ADD CONSTRAINT "batch_elective_choices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_elective_choices" ADD CONSTRAINT "batch_elective_choices_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_study_plans" ADD CONSTRAINT "batch_study_plans_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_study_plans" ADD CONSTRAINT "batch_study_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "batch_study_plans_batch_user_idx" ON "batch_study_plans" USING btree ("batch_id","user_id");