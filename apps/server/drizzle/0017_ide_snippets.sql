CREATE TABLE "ide_snippets" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"language" text NOT NULL,
	"source" text NOT NULL,
	"stdin" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"outcome" text,
	"stdout" text DEFAULT '' NOT NULL,
	"stderr" text DEFAULT '' NOT NULL,
	"compile_output" text DEFAULT '' NOT NULL,
	"truncated" boolean DEFAULT false NOT NULL,
	"exit_code" integer,
	"time_ms" integer,
	"memory_kb" integer,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ide_snippets" ADD CONSTRAINT "ide_snippets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ide_snippets_created_idx" ON "ide_snippets" USING btree ("created_at");