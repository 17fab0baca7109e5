CREATE TABLE "batch_access_extensions" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"extended_by" integer,
	"previous_ends_at" timestamp with time zone NOT NULL,
	"new_ends_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "batch_enrollments" ADD COLUMN "access_ends_at" timestamp with time zone DEFAULT now() + interval '365 days' NOT NULL;--> statement-breakpoint
ALTER TABLE "batch_access_extensions" ADD CONSTRAINT "batch_access_extensions_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_access_extensions" ADD CONSTRAINT "batch_access_extensions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_access_extensions" ADD CONSTRAINT "batch_access_extensions_extended_by_users_id_fk" FOREIGN KEY ("extended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_access_extensions_batch_user_idx" ON "batch_access_extensions" USING btree ("batch_id","user_id");