// Where CI's time went: each task of the last turbo run with its start, end and length (from the run summary that
// TURBO_RUN_SUMMARY=true writes to .turbo/runs/), longest first, so a slow or late task shows (ADR 0032).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const dir = '.turbo/runs';
const summaries = readdirSync(dir)
  .map((name) => join(dir, name))
  .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs);
const latest = summaries.at(-1);
if (!latest) throw new Error(`no run summary in ${dir}`);
const run = JSON.parse(readFileSync(latest, 'utf8'));
const origin = run.execution.startTime;
const seconds = (ms) => (ms / 1000).toFixed(0).padStart(5);
const rows = run.tasks
  .filter((task) => task.execution)
  .map((task) => ({ id: task.taskId, ...task.execution }))
  .sort((a, b) => b.endTime - b.startTime - (a.endTime - a.startTime));
console.log(`turbo tasks (${latest}): start, end and length in seconds from the run's start`);
for (const row of rows)
  console.log(
    `${seconds(row.startTime - origin)} ${seconds(row.endTime - origin)} ${seconds(row.endTime - row.startTime)}  ${row.id}${row.exitCode ? ` (exit ${row.exitCode})` : ''}`,
  );
console.log(
  `${seconds(0)} ${seconds(run.execution.endTime - origin)} ${seconds(run.execution.endTime - origin)}  the whole run`,
);
