CREATE TABLE "consent_forms" (
	"source" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "country_calling_codes" (
	"iso2" text PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"calling_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu" text NOT NULL,
	"parent_id" integer,
	"label" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terms_of_service_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"content" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer,
	CONSTRAINT "terms_of_service_versions_version_unique" UNIQUE("version")
);
--> statement-breakpoint
CREATE TABLE "user_consents" (
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"version" text NOT NULL,
	"accepted" boolean NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_consents_user_id_source_pk" PRIMARY KEY("user_id","source")
);
--> statement-breakpoint
ALTER TABLE "site_menu_items" ADD CONSTRAINT "site_menu_items_parent_id_site_menu_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_of_service_versions" ADD CONSTRAINT "terms_of_service_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_consents" ADD CONSTRAINT "user_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_consents" ADD CONSTRAINT "user_consents_source_consent_forms_source_fk" FOREIGN KEY ("source") REFERENCES "public"."consent_forms"("source") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_menu_items_menu_idx" ON "site_menu_items" USING btree ("menu","parent_id","position");--> statement-breakpoint
CREATE INDEX "terms_of_service_versions_published_idx" ON "terms_of_service_versions" USING btree ("published_at");