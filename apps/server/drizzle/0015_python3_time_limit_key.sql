-- A Python time limit stored under the judge's runtime name `python` was never read: the judge looks a
-- language's own limit up under its API id `python3`. Move it there, unless a setter already set one.
UPDATE "problems"
SET "time_limits" = ("time_limits" - 'python') || jsonb_build_object('python3', "time_limits" -> 'python')
WHERE "time_limits" ? 'python' AND NOT "time_limits" ? 'python3';
--> statement-breakpoint
UPDATE "problems" SET "time_limits" = "time_limits" - 'python' WHERE "time_limits" ? 'python';
