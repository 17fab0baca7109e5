import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { formatDemoLogins } from './demo-accounts';
import { DEFAULT_LEARNERS, seedDemoData } from './generate';

// npm run seed -- --scale N : an empty database (fresh DATA_DIR or DATABASE_URL) with N learners.
const args = process.argv.slice(2);
const scaleIndex = args.indexOf('--scale');
const learners = scaleIndex >= 0 ? Number(args[scaleIndex + 1]) : DEFAULT_LEARNERS;
if (!Number.isInteger(learners) || learners < 1) {
  console.error('Usage: npm run seed -- --scale N   (N: number of learners, a positive integer)');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const result = await seedDemoData(database.db, { learners });
  if (result.seeded) {
    console.log(
      `Seeded ${result.learners} learners into ${database.kind === 'pglite' ? config.dataDir : 'PostgreSQL'}.`,
    );
    console.log(formatDemoLogins());
  } else {
    console.log(
      'The database already has data; nothing was changed. Use a fresh DATA_DIR (or database) to seed at another scale.',
    );
  }
} finally {
  await database.close();
}
