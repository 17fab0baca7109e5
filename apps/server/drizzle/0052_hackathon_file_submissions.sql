ALTER TABLE "hackathon_submissions" ADD COLUMN "file_key" text;--> statement-breakpoint
ALTER TABLE "hackathon_submissions" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "hackathon_submissions" ADD COLUMN "file_size" integer;--> statement-breakpoint
ALTER TABLE "hackathon_submissions" ADD COLUMN "file_type" text;