import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { formatDemoLogins } from './seed/demo-accounts';
import { seedDemoData } from './seed/generate';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
if (config.seedDemoData) {
  const seeded = await seedDemoData(database.db);
  if (seeded.seeded) console.log(`Created demo data (${seeded.learners} learners).`);
}
const app = await buildApp({ config, database, logger: { level: config.logLevel } });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Readiness turns 503 first, so a proxy polling it stops routing here during SHUTDOWN_DRAIN_MS; then the
  // server stops accepting, lets in-flight requests finish, gives running judge jobs SHUTDOWN_GRACE_MS and
  // hands the rest back to the queue (app.ts), and closes the database.
  app.lifecycle.draining = true;
  if (config.shutdownDrainMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
const where = database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
console.log(`\nLearnforge is running on http://localhost:${config.port}  (database: ${where})`);
console.log('  learner app          /');
console.log('  organization admins  /organization-dashboard/');
console.log('  staff tools          /dashboard-next/');
console.log('  API health           /api/latest/health/\n');
console.log(`${formatDemoLogins()}\n`);
