CREATE TABLE "recruiter_contract_signatures" (
	"user_id" integer NOT NULL,
	"version" text NOT NULL,
	"signatory_name" text NOT NULL,
	"signatory_designation" text NOT NULL,
	"ip_address" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recruiter_contract_signatures_user_id_version_pk" PRIMARY KEY("user_id","version")
);
--> statement-breakpoint
CREATE TABLE "recruiter_contract_versions" (
	"version" text PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruiter_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"product" text NOT NULL,
	"remaining_quantity" integer NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "recruiter_products_quantity_not_negative" CHECK ("recruiter_products"."remaining_quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "owner_organization_id" integer;--> statement-breakpoint
ALTER TABLE "recruiter_contract_signatures" ADD CONSTRAINT "recruiter_contract_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiter_contract_signatures" ADD CONSTRAINT "recruiter_contract_signatures_version_recruiter_contract_versions_version_fk" FOREIGN KEY ("version") REFERENCES "public"."recruiter_contract_versions"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiter_products" ADD CONSTRAINT "recruiter_products_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recruiter_products_org_product_idx" ON "recruiter_products" USING btree ("organization_id","product");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_owner_organization_id_organizations_id_fk" FOREIGN KEY ("owner_organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;