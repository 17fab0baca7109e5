import { createColumnHelper } from '@tanstack/react-table';

/** Example rows for stories and tests: a batch's contest report. */
export interface StudentScore {
  id: string;
  name: string;
  email: string;
  batch: string;
  score: number;
  solved: number;
}

const firstNames = ['Asha', 'Ravi', 'Meera', 'Arjun', 'Priya', 'Kiran', 'Divya', 'Nikhil', 'Sana', 'Vikram'];
const lastNames = ['Rao', 'Iyer', 'Sharma', 'Khan', 'Patel', 'Nair', 'Gupta', 'Das', 'Menon', 'Singh'];
const batches = ['CSE 2026', 'ECE 2026', 'IT 2027'];

/** `count` rows, the same every time (derived from the index), so tests can name them. */
export function makeStudentScores(count: number): StudentScore[] {
  return Array.from({ length: count }, (_, index) => {
    const first = firstNames[index % firstNames.length] ?? '';
    const last = lastNames[Math.floor(index / firstNames.length) % lastNames.length] ?? '';
    return {
      id: String(index + 1),
      name: `${first} ${last}${index >= 100 ? ` ${Math.floor(index / 100)}` : ''}`,
      email: `${first}.${last}${index}@example.edu`.toLowerCase(),
      batch: batches[index % batches.length] ?? '',
      score: (index * 37) % 101,
      solved: (index * 7) % 13,
    };
  });
}

const column = createColumnHelper<StudentScore>();

export const studentScoreColumns = [
  column.accessor('name', { header: 'Name', size: 200 }),
  column.accessor('email', { header: 'Email', size: 260 }),
  column.accessor('batch', { header: 'Batch', size: 120 }),
  column.accessor('score', { header: 'Score', size: 100 }),
  column.accessor('solved', { header: 'Solved', size: 100 }),
];
