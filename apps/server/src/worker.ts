import pino from 'pino';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { lazyJudge } from './problems/judge-service';
import { openQueue } from './queue/queue';
import { startWorkers } from './workers';

// `npm run worker`: takes judge jobs (JUDGE_WORKERS at a time) from the shared database, serves no HTTP (ADR 0045).
const config = loadConfig();
const log = pino({ level: config.logLevel });
if (!config.databaseUrl) {
  console.error('npm run worker needs DATABASE_URL: PGlite is embedded in `npm start`, which judges itself.');
  process.exit(2);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const judge = lazyJudge();
const queue = await openQueue(database, {
  judgeJobTimeoutSeconds: config.judgeJobTimeoutSeconds,
  maintenanceSeconds: config.queueMaintenanceSeconds,
  mailRetryLimit: config.mailRetryLimit,
  mailRetryDelaySeconds: config.mailRetryDelaySeconds,
});
const stopWorkers = await startWorkers(queue, { config, database, judge, log });
log.info({ judgeWorkers: config.judgeWorkers }, 'worker ready');

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'worker stopping: finishing running jobs, handing back the rest');
  stopWorkers();
  await queue.stop(config.shutdownGraceMs);
  await judge.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
