import type { TestProject } from 'vitest/node';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared server's address (`sharedServer()`). */
    e2eServerUrl: string;
    e2eServerDataDir: string;
  }
}

/** One real server for the whole run, started as `npm start` starts it (ADR 0031). */
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('e2eServerUrl', server.url);
  project.provide('e2eServerDataDir', server.dataDir);
  return () => server.stop();
}
