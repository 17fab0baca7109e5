import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
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
  /** Failed sign-ins (and reset codes) per account in 15 minutes before the growing delay (429). */
  loginRateLimit: number;
  /** Failed sign-ins per client address in 15 minutes, across accounts (password spraying), before 429. */
  loginAddressLimit: number;
  /**
   * Judge runs per learner per minute (submissions: half), counted in the database by every instance
   * (ADR 0033); `judgeAddressLimit` is the same per client address, for many accounts behind one.
   */
  judgeRateLimit: number;
  judgeAddressLimit: number;
  /**
   * Which proxies may set X-Forwarded-For/-Proto: a hop count (`1`: the one proxy in front) or
   * their addresses/CIDRs (`10.0.0.1,10.1.0.0/16`). Never "every hop": a client's own header would
   * choose its address and reset its limits.
   */
  trustProxy: number | string[] | false;
  logLevel: string;
  /** A request taking at least this long is logged at info with its time; quicker ones only at debug. */
  slowRequestMs: number;
  /** How long a signed-in session may be answered from memory (SESSION_KEPT_MS, ADR 0112); 0 reads it every call. */
  sessionKeptMs: number;
  seedDemoData: boolean;
  /** Check every handler's output against its contract schema (tests; costs time in production). */
  validateResponses: boolean;
  /** OpenAI-compatible chat-completions endpoint base (e.g. https://host/v1); AI features answer 503 without it. */
  aiBaseUrl: string | undefined;
  aiApiKey: string | undefined;
  aiModel: string | undefined;
  /** smtp(s)://user:pass@host:port; without it, organization and course mail waits in the outbox. */
  smtpUrl: string | undefined;
  /** MAIL_TO_LOG=1: without SMTP_URL, print mail to the log (npm start's local default) so codes can be read. */
  mailToLog: boolean;
  /** The From address of organization and course mail. */
  mailFrom: string;
  /** ISSUE_MAIL_PORT: where the SMTP listener for replies to support-ticket mail listens; off when unset (ADR 0073). */
  issueMailPort: number | undefined;
  /** ISSUE_MAIL_HOST: its address; 127.0.0.1 by default, as it takes mail without authentication. */
  issueMailHost: string;
  /** Judge jobs this process takes at once (JUDGE_WORKERS); 0 on a web instance that leaves judging to workers. */
  judgeWorkers: number;
  /** Submissions waiting beyond the judging ones before a submit answers 429 (JUDGE_QUEUE_LIMIT). */
  judgeQueueLimit: number;
  /** One judging attempt's upper bound; a killed worker's job is retried after it (JUDGE_JOB_TIMEOUT, seconds). */
  judgeJobTimeoutSeconds: number;
  /** How often the queue looks for expired attempts (QUEUE_MAINTENANCE_SECONDS). */
  queueMaintenanceSeconds: number;
  /** A mail job the SMTP server refused is retried this many times (MAIL_RETRY_LIMIT) before it is a dead letter. */
  mailRetryLimit: number;
  /** Seconds before the first mail retry, doubling after each (MAIL_RETRY_DELAY). */
  mailRetryDelaySeconds: number;
  /** On SIGTERM: how long running requests and judge jobs may finish before they are handed back (SHUTDOWN_GRACE_MS). */
  shutdownGraceMs: number;
  /** On SIGTERM: how long readiness says 503 before the server stops accepting (SHUTDOWN_DRAIN_MS; 0 alone). */
  shutdownDrainMs: number;
  /**
   * Where people reach the learner app (`PUBLIC_URL`), for links in mail. Never taken from the request's
   * Host header: a forged Host would put an attacker's site in a sign-up or reset mail.
   */
  publicUrl: string;
  /**
   * An S3-compatible bucket for uploads (`STORAGE_URL=https://KEY:SECRET@host/bucket?region=…`, ADR 0059);
   * unset: local disk under DATA_DIR.
   */
  storageUrl: string | undefined;
  /**
   * Which payment gateway takes orders (PAYMENT_GATEWAY, ADR 0057): `razorpay` (real money, its keys below),
   * `sandbox` (the built-in test gateway where the payer picks the outcome; only when asked for, as `npm start`'s
   * demo mode does) or `none`, where checkout refuses to open orders that cost money.
   */
  paymentGateway: 'sandbox' | 'razorpay' | 'none';
  /** Razorpay's API keys and webhook secret (RAZORPAY_*); `apiUrl` moves the API (a stand-in in tests). */
  razorpay: { keyId: string; keySecret: string; webhookSecret: string; apiUrl: string } | undefined;
  /** HMAC key the sandbox gateway signs its results with; set it when several instances share a database. */
  paymentSandboxSecret: string;
  /** Minutes an unpaid order holds its price and coupon before it expires (ADR 0048). */
  orderTtlMinutes: number;
  /** How long the sandbox's "pending then success" waits before its success webhook. */
  sandboxPendingMs: number;
  /** The seller on tax invoices: state of registration (intra-state sales pay CGST + SGST) and GSTIN. */
  gstSellerState: string;
  gstSellerGstin: string;
  /**
   * Google sign-in (ADR 0096): the OAuth client id ID tokens must be issued to (GOOGLE_CLIENT_ID); unset hides
   * the button and the call answers 404 `google_not_configured`. `issuers` and `jwksUrl` are Google's unless
   * GOOGLE_ISSUER / GOOGLE_JWKS_URL name another OpenID provider (tests run one on 127.0.0.1).
   */
  google: { clientId: string; issuers: string[]; jwksUrl: string } | undefined;
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
    loginRateLimit: Number(env.LOGIN_RATE_LIMIT ?? 5),
    loginAddressLimit: Number(env.LOGIN_ADDRESS_LIMIT ?? 30),
    judgeRateLimit: Number(env.JUDGE_RATE_LIMIT ?? 20),
    judgeAddressLimit: Number(env.JUDGE_ADDRESS_LIMIT ?? 60),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL ?? 'info',
    slowRequestMs: Number(env.SLOW_REQUEST_MS ?? 1000),
    sessionKeptMs: count(env, 'SESSION_KEPT_MS', 1000),
    seedDemoData: env.SEED_DEMO_DATA !== '0',
    validateResponses: env.VALIDATE_RESPONSES === '1',
    aiBaseUrl: env.AI_BASE_URL || undefined,
    aiApiKey: env.AI_API_KEY || undefined,
    aiModel: env.AI_MODEL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailToLog: env.MAIL_TO_LOG === '1',
    mailFrom: env.MAIL_FROM || 'Learnforge <no-reply@learnforge.test>',
    issueMailPort: env.ISSUE_MAIL_PORT ? count(env, 'ISSUE_MAIL_PORT', 0) : undefined,
    issueMailHost: env.ISSUE_MAIL_HOST || '127.0.0.1',
    judgeWorkers: count(env, 'JUDGE_WORKERS', availableParallelism()),
    judgeQueueLimit: count(env, 'JUDGE_QUEUE_LIMIT', 1000),
    judgeJobTimeoutSeconds: Math.max(1, count(env, 'JUDGE_JOB_TIMEOUT', 120)),
    queueMaintenanceSeconds: Math.max(1, count(env, 'QUEUE_MAINTENANCE_SECONDS', 30)),
    mailRetryLimit: count(env, 'MAIL_RETRY_LIMIT', 5),
    mailRetryDelaySeconds: Math.max(1, count(env, 'MAIL_RETRY_DELAY', 30)),
    shutdownGraceMs: count(env, 'SHUTDOWN_GRACE_MS', 20_000),
    shutdownDrainMs: count(env, 'SHUTDOWN_DRAIN_MS', 0),
    storageUrl: env.STORAGE_URL || undefined,
    ...paymentGatewayOf(env),
    paymentSandboxSecret: env.PAYMENT_SANDBOX_SECRET || randomBytes(32).toString('hex'),
    orderTtlMinutes: Math.max(1, count(env, 'ORDER_TTL_MINUTES', 30)),
    sandboxPendingMs: count(env, 'SANDBOX_PENDING_MS', 2000),
    gstSellerState: env.GST_SELLER_STATE || 'Karnataka',
    gstSellerGstin: env.GST_SELLER_GSTIN || '29AABCL1234F1Z5',
    google: googleOf(env),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    ...overrides,
  };
}

/**
 * PAYMENT_GATEWAY, or Razorpay when its keys are set, else none: the sandbox lets anyone "pay" with a click, so
 * it never starts by default on a deployment, only when named.
 */
function paymentGatewayOf(env: NodeJS.ProcessEnv): Pick<Config, 'paymentGateway' | 'razorpay'> {
  const keyId = env.RAZORPAY_KEY_ID?.trim();
  const named = env.PAYMENT_GATEWAY?.trim() || (keyId ? 'razorpay' : 'none');
  if (named !== 'sandbox' && named !== 'razorpay' && named !== 'none')
    throw new Error(`PAYMENT_GATEWAY must be razorpay, sandbox or none, got ${named}`);
  if (named !== 'razorpay') return { paymentGateway: named, razorpay: undefined };
  const keySecret = env.RAZORPAY_KEY_SECRET?.trim();
  const webhookSecret = env.RAZORPAY_WEBHOOK_SECRET?.trim();
  if (!keyId || !keySecret || !webhookSecret)
    throw new Error(
      'PAYMENT_GATEWAY=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET.',
    );
  const apiUrl = (env.RAZORPAY_API_URL?.trim() || 'https://api.razorpay.com').replace(/\/+$/, '');
  return { paymentGateway: 'razorpay', razorpay: { keyId, keySecret, webhookSecret, apiUrl } };
}

/** Google's ID tokens name either form of its issuer (Google's OpenID Connect guide says to accept both). */
const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';

function googleOf(env: NodeJS.ProcessEnv): Config['google'] {
  const clientId = env.GOOGLE_CLIENT_ID?.trim();
  if (!clientId) return undefined;
  const issuer = env.GOOGLE_ISSUER?.trim();
  const jwksUrl = env.GOOGLE_JWKS_URL?.trim() || GOOGLE_JWKS_URL;
  if (!/^https?:\/\//.test(jwksUrl))
    throw new Error(`GOOGLE_JWKS_URL must be an http(s) address, got ${jwksUrl}`);
  return { clientId, issuers: issuer ? [issuer] : GOOGLE_ISSUERS, jwksUrl };
}

/** A whole number from the environment, or the default when unset. */
function count(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number, got ${value}`);
  return Number(value);
}

/** TRUST_PROXY: unset (no proxy), a hop count, or comma-separated proxy addresses/CIDRs. */
export function parseTrustProxy(value: string | undefined): number | string[] | false {
  const text = value?.trim();
  if (!text || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (/^(true|\*|all)$/i.test(text))
    throw new Error('TRUST_PROXY must name the proxy (address, CIDR or hop count), not trust every hop.');
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries)
    if (!/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(entry) && !/^(loopback|linklocal|uniquelocal)$/.test(entry))
      throw new Error(`TRUST_PROXY: "${entry}" is not an address, a CIDR or a hop count.`);
  return entries;
}
