import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string | 'memory';
  /** Folder holding apps/{learner,org-dashboard,admin}/dist and packages/ui/storybook-static. */
  repoRoot: string;
  /** Secret that signs captcha challenges; random per process unless set. */
  captchaSecret: string;
  /** Logins allowed per email and address per minute before 429. */
  loginRateLimit: number;
  logLevel: string;
  seedDemoData: boolean;
  /** Check every handler's output against its contract schema (tests; costs time in production). */
  validateResponses: boolean;
  /** OpenAI-compatible chat-completions endpoint base (e.g. https://host/v1); AI features answer 503 without it. */
  aiBaseUrl: string | undefined;
  aiApiKey: string | undefined;
  aiModel: string | undefined;
  /** smtp(s)://user:pass@host:port; without it, organization and course mail waits in the outbox. */
  smtpUrl: string | undefined;
  /** The From address of organization and course mail. */
  mailFrom: string;
}

const repoRoot = resolve(import.meta.dirname, '../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ? resolve(env.DATA_DIR) : resolve(repoRoot, '.data'),
    repoRoot,
    captchaSecret: env.CAPTCHA_SECRET ?? randomBytes(32).toString('hex'),
    loginRateLimit: Number(env.LOGIN_RATE_LIMIT ?? 10),
    logLevel: env.LOG_LEVEL ?? 'info',
    seedDemoData: env.SEED_DEMO_DATA !== '0',
    validateResponses: env.VALIDATE_RESPONSES === '1',
    aiBaseUrl: env.AI_BASE_URL || undefined,
    aiApiKey: env.AI_API_KEY || undefined,
    aiModel: env.AI_MODEL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Learnforge <no-reply@learnforge.test>',
    ...overrides,
  };
}
