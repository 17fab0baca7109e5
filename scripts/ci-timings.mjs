// Where CI's time went: each task of this `npm test` (its turbo runs: the builds, the browser lane and the rest, see
// scripts/test-tasks.mjs) with its start, end and length, from the run summaries that TURBO_RUN_SUMMARY=true writes
// to .turbo/runs/, longest first, so a slow or late task shows (ADR 0032). `--since MS` (epoch milliseconds) keeps
// only the runs that started after it; .ci/run passes the moment it started `npm test`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const dir = '.turbo/runs';
const sinceAt = process.argv.indexOf('--since');
const since = sinceAt > 0 ? Number(process.argv[sinceAt + 1]) : 0;
const runs = readdirSync(dir)
  .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')))
  .filter((run) => run.execution.startTime >= since);
if (runs.length === 0) throw new Error(`no run summary in ${dir} since ${since}`);
const origin = Math.min(...runs.map((run) => run.execution.startTime));
const end = Math.max(...runs.map((run) => run.execution.endTime));
const seconds = (ms) => (ms / 1000).toFixed(0).padStart(5);
// A task a later run only replayed from the cache (the builds the lanes depend on) is listed where it ran.
const rows = new Map();
for (const run of runs)
  for (const task of run.tasks) {
    if (!task.execution || task.cache?.status === 'HIT') continue;
    rows.set(task.taskId, { id: task.taskId, ...task.execution });
  }
const sorted = [...rows.values()].sort((a, b) => b.endTime - b.startTime - (a.endTime - a.startTime));
console.log(
  `turbo tasks (${runs.length} runs in ${dir}): start, end and length in seconds from the first run's start`,
);
for (const row of sorted)
  console.log(
    `${seconds(row.startTime - origin)} ${seconds(row.endTime - origin)} ${seconds(row.endTime - row.startTime)}  ${row.id}${row.exitCode ? ` (exit ${row.exitCode})` : ''}`,
  );
console.log(`${seconds(0)} ${seconds(end - origin)} ${seconds(end - origin)}  the whole of turbo's part`);

// The lanes print side by side, so a failed task's own lines can sit far above the log's tail. Each failed task's
// failures are repeated here from the log turbo kept of it: vitest's failed files and tests, or else its last lines
// (a script step such as the scale-out check).
for (const run of runs)
  for (const task of run.tasks) {
    if (!task.execution?.exitCode || !task.logFile || !existsSync(task.logFile)) continue;
    const lines = readFileSync(task.logFile, 'utf8').split('\n').map(stripVTControlCharacters);
    const failures = lines.filter((line) => /^\s*(×|❯ \S+\.test\.tsx?|FAIL |[A-Z]\w*Error: )/.test(line));
    console.log(`\n${task.taskId} failed (exit ${task.execution.exitCode}); from ${task.logFile}:`);
    for (const line of (failures.length > 0 ? failures : lines.filter(Boolean)).slice(-40))
      console.log(`  ${line}`);
  }
