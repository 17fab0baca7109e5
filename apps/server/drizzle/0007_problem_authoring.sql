CREATE TABLE "problem_authoring" (
	"problem_id" integer PRIMARY KEY NOT NULL,
	"languages" text[] DEFAULT '{"cpp","python3","javascript","java"}' NOT NULL,
	"driver_code" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"in_private_question_library" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "problem_locks" (
	"problem_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "problem_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"problem_id" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"note" text NOT NULL,
	"requested_by" integer,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "problem_test_file_meta" (
	"problem_id" integer NOT NULL,
	"n" integer NOT NULL,
	"input_name" text NOT NULL,
	"output_name" text NOT NULL,
	"strength" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "problem_test_file_meta_problem_id_n_pk" PRIMARY KEY("problem_id","n")
);
--> statement-breakpoint
CREATE TABLE "problem_test_file_operations" (
	"problem_id" integer NOT NULL,
	"n" integer NOT NULL,
	"operation" text NOT NULL,
	"status" text NOT NULL,
	"message" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "problem_test_file_operations_problem_id_n_operation_pk" PRIMARY KEY("problem_id","n","operation")
);
--> statement-breakpoint
ALTER TABLE "problem_authoring" ADD CONSTRAINT "problem_authoring_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_locks" ADD CONSTRAINT "problem_locks_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_locks" ADD CONSTRAINT "problem_locks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_revisions" ADD CONSTRAINT "problem_revisions_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_revisions" ADD CONSTRAINT "problem_revisions_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_test_file_meta" ADD CONSTRAINT "problem_test_file_meta_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_test_file_operations" ADD CONSTRAINT "problem_test_file_operations_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "problem_revisions_problem_idx" ON "problem_revisions" USING btree ("problem_id","id");