import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The e2e files share one server (ADR 0031), so a numbered demo learner (`student17@demo.test`) that two files
 * sign in as can see the other file's writes: a bookmark, a solved problem, a changed password. Each numbered
 * learner therefore belongs to one file. This reads the files and names every learner claimed twice, so a clash
 * fails the run at its start instead of as a flaky assertion minutes later.
 */
export function demoLearnersClaimedTwice(testsDir: string): string[] {
  const owners = new Map<string, string[]>();
  for (const file of readdirSync(testsDir).filter((name) => name.endsWith('.test.ts'))) {
    const claimed = new Set(readFileSync(join(testsDir, file), 'utf8').match(/\bstudent\d+@demo\.test\b/g));
    for (const email of claimed) owners.set(email, [...(owners.get(email) ?? []), file]);
  }
  return [...owners]
    .filter(([, files]) => files.length > 1)
    .map(([email, files]) => `${email} is signed in as by ${files.join(' and ')}`);
}
