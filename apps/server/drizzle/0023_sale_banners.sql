CREATE TABLE "sale_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"link" text,
	"pages" text[] NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
