CREATE TABLE "reward_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"points" integer NOT NULL,
	"image_url" text,
	"stock" integer NOT NULL,
	"needs_address" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reward_items_stock_not_negative" CHECK ("reward_items"."stock" >= 0),
	CONSTRAINT "reward_items_points_positive" CHECK ("reward_items"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "reward_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"reward_order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"points" integer NOT NULL,
	"status" text NOT NULL,
	"address" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_orders_transaction_id_unique" UNIQUE("transaction_id")
);
--> statement-breakpoint
CREATE TABLE "wheel_spins" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"label" text NOT NULL,
	"points" integer NOT NULL,
	"spun_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reward_ledger" ADD CONSTRAINT "reward_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_ledger" ADD CONSTRAINT "reward_ledger_reward_order_id_reward_orders_id_fk" FOREIGN KEY ("reward_order_id") REFERENCES "public"."reward_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_orders" ADD CONSTRAINT "reward_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_orders" ADD CONSTRAINT "reward_orders_item_id_reward_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."reward_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reward_ledger_user_idx" ON "reward_ledger" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reward_orders_user_idx" ON "reward_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wheel_spins_user_day_idx" ON "wheel_spins" USING btree ("user_id","day");