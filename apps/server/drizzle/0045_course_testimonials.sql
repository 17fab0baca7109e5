CREATE TABLE "course_testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"name" text NOT NULL,
	"designation" text,
	"text" text NOT NULL,
	"rating" smallint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_testimonials_rating_range" CHECK ("course_testimonials"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "course_testimonials" ADD CONSTRAINT "course_testimonials_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_testimonials" ADD CONSTRAINT "course_testimonials_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_testimonials_course_idx" ON "course_testimonials" USING btree ("course_id","position");