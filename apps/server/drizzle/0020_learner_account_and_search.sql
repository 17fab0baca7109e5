ALTER TABLE "courses" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "courses"."name"), 'A') || setweight(to_tsvector('english', "courses"."short_description"), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "problems"."title"), 'A') || setweight(to_tsvector('english', "problems"."statement"), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "graduation_year" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "image_url" text;--> statement-breakpoint
CREATE INDEX "courses_search_idx" ON "courses" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "problems_search_idx" ON "problems" USING gin ("search_document");