import { resolve } from 'node:path';
import { loadConfig } from '../config';
import { type BackupSource, backupDatabase, restoreDatabase } from './backup';

// `npm run db:backup -- FILE` / `npm run db:restore -- FILE` (ADR 0060): the database DATABASE_URL names, or
// PGlite's DATA_DIR. A relative FILE is taken from where npm was run, not from this workspace.
const [command, file] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !file) {
  console.error('usage: npm run db:backup -- FILE   |   npm run db:restore -- FILE');
  process.exit(2);
}
const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
const config = loadConfig();
const target: BackupSource = config.databaseUrl
  ? { databaseUrl: config.databaseUrl }
  : { dataDir: config.dataDir };

try {
  if (command === 'backup') {
    const manifest = await backupDatabase(target, path);
    const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Backed up ${Object.keys(manifest.tables).length} tables, ${rows} rows (${manifest.kind}, migration ${manifest.migration}) to ${path}`,
    );
  } else {
    const differences = await restoreDatabase(path, target);
    if (differences.length > 0) {
      console.error(`Restored, but it does not match the backup:\n${differences.join('\n')}`);
      process.exit(1);
    }
    console.log(`Restored ${path}: every table's row count and checksum match the backup.`);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
