CREATE TABLE "batch_mentors" (
	"batch_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"headline" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batch_mentors_batch_id_user_id_pk" PRIMARY KEY("batch_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "batch_offers" (
	"batch_id" integer PRIMARY KEY NOT NULL,
	"price" double precision NOT NULL,
	"discounted_price" double precision,
	"seats_left" integer,
	"location" text,
	"lang" text DEFAULT 'English' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_mail_messages" (
	"mail_id" integer NOT NULL,
	"outbox_id" integer NOT NULL,
	CONSTRAINT "course_mail_messages_mail_id_outbox_id_pk" PRIMARY KEY("mail_id","outbox_id")
);
--> statement-breakpoint
CREATE TABLE "course_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"sent_by" integer,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"audience" text NOT NULL,
	"batch_slugs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"test_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "batch_mentors" ADD CONSTRAINT "batch_mentors_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_mentors" ADD CONSTRAINT "batch_mentors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_offers" ADD CONSTRAINT "batch_offers_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_mail_messages" ADD CONSTRAINT "course_mail_messages_mail_id_course_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."course_mails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_mail_messages" ADD CONSTRAINT "course_mail_messages_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_mails" ADD CONSTRAINT "course_mails_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_mails" ADD CONSTRAINT "course_mails_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_mentors_user_idx" ON "batch_mentors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "course_mails_course_idx" ON "course_mails" USING btree ("course_id","created_at");