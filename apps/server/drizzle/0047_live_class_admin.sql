ALTER TABLE "batch_live_classes" ALTER COLUMN "batch_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "batch_live_classes" ADD COLUMN "attendance_uploaded_at" timestamp with time zone;