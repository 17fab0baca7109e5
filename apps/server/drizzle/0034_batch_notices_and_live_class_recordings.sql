CREATE TABLE "batch_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_class_recordings" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"title" text NOT NULL,
	"src" text NOT NULL,
	"duration_seconds" real NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "batch_live_classes" ADD COLUMN "mentor_id" integer;--> statement-breakpoint
ALTER TABLE "batch_live_classes" ADD COLUMN "join_url" text;--> statement-breakpoint
ALTER TABLE "batch_live_classes" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "batch_notices" ADD CONSTRAINT "batch_notices_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_notices" ADD CONSTRAINT "batch_notices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_class_recordings" ADD CONSTRAINT "live_class_recordings_class_id_batch_live_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."batch_live_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_notices_batch_idx" ON "batch_notices" USING btree ("batch_id","pinned","created_at");--> statement-breakpoint
CREATE INDEX "live_class_recordings_class_idx" ON "live_class_recordings" USING btree ("class_id");--> statement-breakpoint
ALTER TABLE "batch_live_classes" ADD CONSTRAINT "batch_live_classes_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;