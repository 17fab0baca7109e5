CREATE TABLE "olympics_round_problems" (
	"round_id" integer NOT NULL,
	"problem_id" integer NOT NULL,
	"points" integer NOT NULL,
	CONSTRAINT "olympics_round_problems_round_id_problem_id_pk" PRIMARY KEY("round_id","problem_id"),
	CONSTRAINT "olympics_round_problems_points_check" CHECK ("olympics_round_problems"."points" > 0)
);
--> statement-breakpoint
ALTER TABLE "olympics_round_problems" ADD CONSTRAINT "olympics_round_problems_round_id_olympics_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."olympics_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympics_round_problems" ADD CONSTRAINT "olympics_round_problems_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;