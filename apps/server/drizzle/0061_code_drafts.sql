CREATE TABLE "problem_code_drafts" (
	"user_id" integer NOT NULL,
	"problem_id" integer NOT NULL,
	"language" text NOT NULL,
	"code" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "problem_code_drafts_user_id_problem_id_language_pk" PRIMARY KEY("user_id","problem_id","language")
);
--> statement-breakpoint
ALTER TABLE "problem_code_drafts" ADD CONSTRAINT "problem_code_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_code_drafts" ADD CONSTRAINT "problem_code_drafts_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;