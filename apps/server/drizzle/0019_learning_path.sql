CREATE TABLE "batch_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"track_id" integer,
	"entity_type" text,
	"entity_id" integer,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "batch_user_activity" (
	"user_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"track_id" integer NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batch_user_activity_user_id_batch_id_pk" PRIMARY KEY("user_id","batch_id")
);
--> statement-breakpoint
CREATE TABLE "track_completions" (
	"user_id" integer NOT NULL,
	"track_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "track_completions_user_id_track_id_entity_type_entity_id_pk" PRIMARY KEY("user_id","track_id","entity_type","entity_id")
);
--> statement-breakpoint
CREATE TABLE "track_quiz_attempts" (
	"user_id" integer NOT NULL,
	"quiz_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"score" real NOT NULL,
	"best_score" real NOT NULL,
	"max_score" real NOT NULL,
	"results" jsonb NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "track_quiz_attempts_user_id_quiz_id_pk" PRIMARY KEY("user_id","quiz_id")
);
--> statement-breakpoint
CREATE TABLE "video_watches" (
	"user_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"intervals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"watched_seconds" real DEFAULT 0 NOT NULL,
	"duration_seconds" real NOT NULL,
	"position_seconds" real DEFAULT 0 NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_watches_user_id_video_id_pk" PRIMARY KEY("user_id","video_id")
);
--> statement-breakpoint
ALTER TABLE "batch_content_items" ADD COLUMN "track_id" integer;--> statement-breakpoint
ALTER TABLE "batch_content_items" ADD COLUMN "body" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "batch_notes" ADD CONSTRAINT "batch_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_notes" ADD CONSTRAINT "batch_notes_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_notes" ADD CONSTRAINT "batch_notes_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_user_activity" ADD CONSTRAINT "batch_user_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_user_activity" ADD CONSTRAINT "batch_user_activity_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_user_activity" ADD CONSTRAINT "batch_user_activity_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_completions" ADD CONSTRAINT "track_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_completions" ADD CONSTRAINT "track_completions_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_completions" ADD CONSTRAINT "track_completions_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_quiz_attempts" ADD CONSTRAINT "track_quiz_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_quiz_attempts" ADD CONSTRAINT "track_quiz_attempts_quiz_id_batch_content_items_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."batch_content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_quiz_attempts" ADD CONSTRAINT "track_quiz_attempts_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_watches" ADD CONSTRAINT "video_watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_watches" ADD CONSTRAINT "video_watches_video_id_batch_content_items_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."batch_content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_watches" ADD CONSTRAINT "video_watches_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_notes_user_batch_idx" ON "batch_notes" USING btree ("user_id","batch_id","id");--> statement-breakpoint
CREATE INDEX "track_completions_batch_user_idx" ON "track_completions" USING btree ("batch_id","user_id");--> statement-breakpoint
CREATE INDEX "track_quiz_attempts_batch_user_idx" ON "track_quiz_attempts" USING btree ("batch_id","user_id");--> statement-breakpoint
CREATE INDEX "video_watches_batch_user_idx" ON "video_watches" USING btree ("batch_id","user_id");--> statement-breakpoint
ALTER TABLE "batch_content_items" ADD CONSTRAINT "batch_content_items_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_content_items_track_idx" ON "batch_content_items" USING btree ("track_id");