CREATE TABLE "hackathon_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"hackathon_id" integer NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hackathon_invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hackathon_members" (
	"hackathon_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hackathon_members_hackathon_id_user_id_pk" PRIMARY KEY("hackathon_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "hackathon_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"hackathon_id" integer NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hackathon_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"hackathon_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"submission_type" text NOT NULL,
	"contest_id" integer,
	"results_published_at" timestamp with time zone,
	CONSTRAINT "hackathon_rounds_window_check" CHECK ("hackathon_rounds"."ends_at" > "hackathon_rounds"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "hackathon_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"hackathon_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hackathon_shortlist" (
	"round_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	CONSTRAINT "hackathon_shortlist_round_id_team_id_pk" PRIMARY KEY("round_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "hackathon_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"round_id" integer NOT NULL,
	"project_title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"link" text,
	"submitted_by" integer,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"score" real,
	"judge_comment" text,
	"scored_by" integer,
	"scored_at" timestamp with time zone,
	CONSTRAINT "hackathon_submissions_score_check" CHECK ("hackathon_submissions"."score" is null or ("hackathon_submissions"."score" >= 0 and "hackathon_submissions"."score" <= 100))
);
--> statement-breakpoint
CREATE TABLE "hackathon_teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"hackathon_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"leader_id" integer NOT NULL,
	"institute" text,
	"invite_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hackathon_teams_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "hackathons" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"tagline" text DEFAULT '' NOT NULL,
	"banner_image" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"min_team_size" integer DEFAULT 1 NOT NULL,
	"max_team_size" integer DEFAULT 4 NOT NULL,
	"prizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"faq" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"steps_completed" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hackathons_slug_unique" UNIQUE("slug"),
	CONSTRAINT "hackathons_window_check" CHECK ("hackathons"."ends_at" > "hackathons"."starts_at"),
	CONSTRAINT "hackathons_team_size_check" CHECK ("hackathons"."min_team_size" >= 1 and "hackathons"."max_team_size" >= "hackathons"."min_team_size" and "hackathons"."max_team_size" <= 10)
);
--> statement-breakpoint
ALTER TABLE "hackathon_images" ADD CONSTRAINT "hackathon_images_hackathon_id_hackathons_id_fk" FOREIGN KEY ("hackathon_id") REFERENCES "public"."hackathons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hackathon_invites" ADD CONSTRAINT "hackathon_invites_team_id_hackathon_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."hackathon_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hackathon_members" ADD CONSTRAINT "hackathon_members_hackathon_id_hackathons_id_fk" FOREIGN KEY ("hackathon_id") REFERENCES "public"."hackathons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hackathon_members" ADD CONSTRAINT "hackathon_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hackathon_members" ADD CONSTRAINT "hackathon_members_team_id_hackathon_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."hackathon_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hackathon_notifications" ADD CONSTRAINT "hackathon_notifications_hackathon_id_hackathons_id_fk" FOREIGN KEY ("hackathon_id") REFERENCES "public"."hackathons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hackathon_rounds" ADD CONSTRAINT "hackathon_rounds_hackathon_id_hackathons_id_fk" FOREIGN KEY ("hackathon_id") REFERENCES "public"."hackathons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hackathon_rounds" ADD CONSTRAINT "hackathon_rounds_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hackathon_sections" ADD CONSTRAINT "hackathon_sections_hackathon_id_hackathons_id_fk" FOREIGN KEY ("hackathon_id") REFERENCES "public"."hackathons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hackathon_shortlist" ADD CONSTRAINT "hackathon_shortlist_round_id_hackathon_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."hackathon_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hackathon_shortlist" ADD CONSTRAINT "hackathon_shortlist_team_id_hackathon_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."hackathon_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hackathon_submissions" ADD CONSTRAINT "hackathon_submissions_team_id_hackathon_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."hackathon_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hackathon_submissions" ADD CONSTRAINT "hackathon_submissions_round_id_hackathon_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."hackathon_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hackathon_submissions" ADD CONSTRAINT "hackathon_submissions_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hackathon_submissions" ADD CONSTRAINT "hackathon_submissions_scored_by_users_id_fk" FOREIGN KEY ("scored_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hackathon_teams" ADD CONSTRAINT "hackathon_teams_hackathon_id_hackathons_id_fk" FOREIGN KEY ("hackathon_id") REFERENCES "public"."hackathons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hackathon_teams" ADD CONSTRAINT "hackathon_teams_leader_id_users_id_fk" FOREIGN KEY ("leader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hackathons" ADD CONSTRAINT "hackathons_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hackathon_invites_team_email_idx" ON "hackathon_invites" USING btree ("team_id","email");--> statement-breakpoint
CREATE INDEX "hackathon_members_team_idx" ON "hackathon_members" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "hackathon_notifications_hackathon_idx" ON "hackathon_notifications" USING btree ("hackathon_id","created_at");--> statement-breakpoint
CREATE INDEX "hackathon_rounds_hackathon_idx" ON "hackathon_rounds" USING btree ("hackathon_id","position");--> statement-breakpoint
CREATE INDEX "hackathon_sections_hackathon_idx" ON "hackathon_sections" USING btree ("hackathon_id","order");--> statement-breakpoint
CREATE UNIQUE INDEX "hackathon_submissions_team_round_idx" ON "hackathon_submissions" USING btree ("team_id","round_id");--> statement-breakpoint
CREATE INDEX "hackathon_submissions_round_idx" ON "hackathon_submissions" USING btree ("round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hackathon_teams_name_idx" ON "hackathon_teams" USING btree ("hackathon_id",lower("name"));