CREATE TABLE "open_contests" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"status" smallint DEFAULT 2 NOT NULL,
	CONSTRAINT "open_contests_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE INDEX "open_contests_start_idx" ON "open_contests" USING btree ("start_time");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_contest_slug_open_contests_slug_fk" FOREIGN KEY ("contest_slug") REFERENCES "public"."open_contests"("slug") ON DELETE set null ON UPDATE cascade;