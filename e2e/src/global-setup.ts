import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { demoLearnersClaimedTwice } from './demo-learners';
import { startMailbox } from './mailbox';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared server's address (`sharedServer()`). */
    e2eServerUrl: string;
    e2eServerDataDir: string;
    /** The shared server's SMTP port for replies to support-ticket mail. */
    e2eIssueMailPort: number;
    /** The mail catcher every e2e server delivers to, and the folder it writes messages to (mailbox.ts). */
    e2eSmtpUrl: string;
    e2eMailDir: string;
  }
}

/** One real server for the whole run, started as `npm start` starts it (ADR 0031). */
export default async function setup(project: TestProject) {
  const clashes = demoLearnersClaimedTwice(fileURLToPath(new URL('../tests', import.meta.url)));
  if (clashes.length > 0) {
    throw new Error(
      `Each numbered demo learner belongs to one e2e file (demo-learners.ts):\n${clashes.join('\n')}`,
    );
  }
  const mailbox = await startMailbox();
  const server = await startServer({ smtpUrl: mailbox.smtpUrl });
  project.provide('e2eServerUrl', server.url);
  project.provide('e2eServerDataDir', server.dataDir);
  project.provide('e2eIssueMailPort', server.issueMailPort);
  project.provide('e2eSmtpUrl', mailbox.smtpUrl);
  project.provide('e2eMailDir', mailbox.dir);
  return async () => {
    await server.stop();
    mailbox.close();
  };
}
