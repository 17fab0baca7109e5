CREATE TABLE "course_editor_tabs" (
	"course_id" integer NOT NULL,
	"tab" text NOT NULL,
	"values" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_editor_tabs_course_id_tab_pk" PRIMARY KEY("course_id","tab")
);
--> statement-breakpoint
CREATE TABLE "course_feature_links" (
	"course_id" integer NOT NULL,
	"feature_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "course_feature_links_course_id_feature_id_pk" PRIMARY KEY("course_id","feature_id")
);
--> statement-breakpoint
CREATE TABLE "course_features" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"icon_url" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_editor_tabs" ADD CONSTRAINT "course_editor_tabs_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_editor_tabs" ADD CONSTRAINT "course_editor_tabs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_feature_links" ADD CONSTRAINT "course_feature_links_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_feature_links" ADD CONSTRAINT "course_feature_links_feature_id_course_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."course_features"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_feature_links_feature_idx" ON "course_feature_links" USING btree ("feature_id");