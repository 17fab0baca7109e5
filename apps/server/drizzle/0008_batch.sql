CREATE TABLE "batch_testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batch_testimonials_rating_range" CHECK ("batch_testimonials"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "monitor_window_shrink" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "detect_known_extensions" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "batch_testimonials" ADD CONSTRAINT "batch_testimonials_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_testimonials" ADD CONSTRAINT "batch_testimonials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "batch_testimonials_batch_user_idx" ON "batch_testimonials" USING btree ("batch_id","user_id");--> statement-breakpoint
CREATE INDEX "batch_testimonials_batch_idx" ON "batch_testimonials" USING btree ("batch_id","created_at");