import { isIP } from 'node:net';
import path from 'node:path';
import { parseS3Location, type S3Location, S3LocationError } from './platform/file-store/s3-location.js';
import type { S3Credentials } from './platform/file-store/s3-file-store.js';
import { defaultPdfWorkers } from './platform/pdf/worker-pool.js';

/** Every setting the process reads from its environment, parsed once at start-up. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  publicUrl: string | undefined;
  /** Shown where an organisation needs another plan: an e-mail address or a URL. */
  supportContact?: string | undefined;
  rateLimitPerMinute: number;
  /** Where stored files (photos) live on disk (the embedded database without FILE_STORE_URL). */
  filesDir: string;
  /** FILE_STORE_URL: an S3-compatible bucket for stored files, in place of the database or the disk. */
  fileStoreUrl: S3Location | undefined;
  /**
   * FILE_STORE_FALLBACK: while files move to the bucket, read a file the bucket lacks from
   * the database or disk, and delete from both.
   */
  fileStoreFallback: boolean;
  /** AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN; without them the SDK looks further. */
  awsCredentials: S3Credentials | undefined;
  /** AWS_REGION: the region of an s3:// URL that names none. */
  awsRegion: string | undefined;
  /** How long a signed file link stays valid. */
  fileLinkTtlSeconds: number;
  authFailuresPerMinute: number;
  logLevel: string;
  /**
   * Which proxies may tell the client's address in `X-Forwarded-For`: none (false), the
   * number of proxy hops in front of the app, or their addresses and CIDR ranges. The
   * client is the first address, from the right, that is not a trusted proxy.
   */
  trustProxy: false | number | string[];
  /** `smtp://` or `smtps://` server for outgoing mail; without it mail stays in the outbox. */
  smtpUrl: string | undefined;
  /** The From of outgoing mail, e.g. `Caretaker <noreply@example.com>`. */
  mailFrom: string;
  /** Report e-mails attach files up to this size (raw bytes); larger ones go as a signed link. */
  mailAttachmentMaxBytes: number;
  /** Worker threads that render PDF reports; default min(2, cores − 1), at least 1. */
  pdfWorkers: number;
  /** PDF documents that may wait for a worker; a job finding the queue full is retried later. */
  pdfQueueLimit: number;
  /**
   * Networks (CIDRs or addresses) webhooks may reach although they are loopback, private or
   * link-local (`WEBHOOK_ALLOW_NETWORKS`, e.g. `127.0.0.0/8` for local tests); plain http is
   * sent only to these. Empty: https to public addresses only.
   */
  webhookAllowNetworks: string[];
  /** METRICS_TOKEN: `GET /metrics` on the main port answers a request bearing it (at least 32 characters). */
  metricsToken: string | undefined;
  /** METRICS_PORT: `GET /metrics` on a port of its own, without a token (keep it off the public network). */
  metricsPort: number | undefined;
  /**
   * How long a webhook delivery pass holds its job before another worker may take it over
   * when its worker died (`WEBHOOK_LEASE_MS`, default 60 s; renewed every third of it while
   * the pass runs). Lower it only to watch a takeover in tests.
   */
  webhookLeaseMs: number;
}

export class ConfigError extends Error {}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(`${name} must lie between ${min} and ${max}, got ${value}`);
  return value;
}

function url(env: NodeJS.ProcessEnv, name: string, protocols: string[]): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return raw;
}

const TRUST_PROXY_HELP =
  'Set TRUST_PROXY to the number of proxies in front of the app (e.g. 1 behind one load balancer) ' +
  'or to their addresses or CIDR ranges (e.g. 10.0.0.0/8,192.168.1.5)';

/** IPv4 or IPv6 address, optionally with a prefix length that fits it. */
function isAddressOrRange(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

function trustProxy(env: NodeJS.ProcessEnv): false | number | string[] {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (raw === '' || ['false', 'no', '0'].includes(raw.toLowerCase())) return false;
  if (['true', 'yes'].includes(raw.toLowerCase())) {
    // Trusting every hop lets a client write its own address into X-Forwarded-For.
    throw new ConfigError(
      `TRUST_PROXY=${raw} would trust every hop, so a client could choose its own address. ${TRUST_PROXY_HELP}.`,
    );
  }
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > 10)
      throw new ConfigError(`TRUST_PROXY must count at most 10 proxies, got ${hops}. ${TRUST_PROXY_HELP}.`);
    return hops;
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0)
    throw new ConfigError(`TRUST_PROXY has no address or range "${bad.join('", "')}". ${TRUST_PROXY_HELP}.`);
  return entries;
}

function smtpUrl(env: NodeJS.ProcessEnv): string | undefined {
  const raw = url(env, 'SMTP_URL', ['smtp:', 'smtps:']);
  if (raw !== undefined && new URL(raw).hostname === '') {
    throw new ConfigError('SMTP_URL names no host, e.g. smtps://user:password@mail.example.com:465');
  }
  return raw;
}

function mailFrom(env: NodeJS.ProcessEnv, smtp: string | undefined): string {
  const raw = env.MAIL_FROM?.trim();
  if (raw === undefined || raw === '') {
    if (smtp !== undefined)
      throw new ConfigError('MAIL_FROM is required with SMTP_URL, e.g. "Caretaker <noreply@example.com>"');
    return 'Caretaker <noreply@localhost>';
  }
  const address = /<([^<>]*)>$/.exec(raw)?.[1] ?? raw;
  if (/[\r\n]/.test(raw) || !/^[^\s@<>"]+@[^\s@<>"]+$/.test(address)) {
    throw new ConfigError(
      `MAIL_FROM must be an e-mail address, with a name if you like: "Caretaker <noreply@example.com>"`,
    );
  }
  return raw;
}

/** FILE_STORE_URL, read as `caretaker files migrate --to` reads its URL. */
export function s3Location(raw: string, env: NodeJS.ProcessEnv, name: string): S3Location {
  try {
    return parseS3Location(raw, env.AWS_REGION);
  } catch (error) {
    if (error instanceof S3LocationError) throw new ConfigError(`${name}: ${error.message}`);
    throw error;
  }
}

function fileStoreFallback(env: NodeJS.ProcessEnv): boolean {
  const raw = (env.FILE_STORE_FALLBACK ?? '').trim().toLowerCase();
  if (raw === '' || raw === 'false') return false;
  if (raw !== 'true') throw new ConfigError(`FILE_STORE_FALLBACK must be true or false, got "${raw}"`);
  if (env.FILE_STORE_URL === undefined || env.FILE_STORE_URL === '') {
    throw new ConfigError(
      'FILE_STORE_FALLBACK=true is for the move to a bucket: set FILE_STORE_URL as well (see docs/files.md).',
    );
  }
  return true;
}

function awsCredentials(env: NodeJS.ProcessEnv): S3Credentials | undefined {
  const accessKeyId = env.AWS_ACCESS_KEY_ID ?? '';
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY ?? '';
  if (accessKeyId === '' && secretAccessKey === '') return undefined;
  if (accessKeyId === '' || secretAccessKey === '') {
    throw new ConfigError('Set both AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or neither.');
  }
  const sessionToken = env.AWS_SESSION_TOKEN;
  return { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const publicUrl = url(env, 'PUBLIC_URL', ['http:', 'https:']);
  const dataDir = path.resolve(env.DATA_DIR && env.DATA_DIR !== '' ? env.DATA_DIR : './data');
  const smtp = smtpUrl(env);
  return {
    port: integer(env, 'PORT', 3000, 0, 65535),
    host: env.HOST && env.HOST !== '' ? env.HOST : '0.0.0.0',
    dataDir,
    filesDir: path.resolve(env.FILES_DIR && env.FILES_DIR !== '' ? env.FILES_DIR : path.join(dataDir, 'files')),
    fileStoreUrl:
      env.FILE_STORE_URL && env.FILE_STORE_URL !== ''
        ? s3Location(env.FILE_STORE_URL, env, 'FILE_STORE_URL')
        : undefined,
    fileStoreFallback: fileStoreFallback(env),
    awsCredentials: awsCredentials(env),
    awsRegion: env.AWS_REGION && env.AWS_REGION !== '' ? env.AWS_REGION : undefined,
    fileLinkTtlSeconds: integer(env, 'FILE_LINK_TTL_SECONDS', 3600, 10, 7 * 24 * 3600),
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    publicUrl: publicUrl?.replace(/\/+$/, ''),
    rateLimitPerMinute: integer(env, 'RATE_LIMIT_PER_MINUTE', 120, 1, 1_000_000),
    authFailuresPerMinute: integer(env, 'AUTH_FAILURES_PER_MINUTE', 30, 1, 1_000_000),
    logLevel: env.LOG_LEVEL && env.LOG_LEVEL !== '' ? env.LOG_LEVEL : 'info',
    trustProxy: trustProxy(env),
    smtpUrl: smtp,
    mailFrom: mailFrom(env, smtp),
    // 7 MB raw is about 10 MB once base64-encoded, what most mail servers take.
    mailAttachmentMaxBytes: integer(env, 'MAIL_ATTACHMENT_MAX_BYTES', 7 * 1024 * 1024, 0, 50 * 1024 * 1024),
    supportContact: supportContact(env),
    pdfWorkers: integer(env, 'PDF_WORKERS', defaultPdfWorkers(), 1, 32),
    pdfQueueLimit: integer(env, 'PDF_QUEUE_LIMIT', 50, 1, 10_000),
    webhookAllowNetworks: webhookAllowNetworks(env),
    ...metrics(env),
    webhookLeaseMs: integer(env, 'WEBHOOK_LEASE_MS', 60_000, 1_000, 3_600_000),
  };
}

/** Where the Prometheus metrics are served: behind a bearer token on the main port, on a port of their own, or not at all. */
function metrics(env: NodeJS.ProcessEnv): Pick<Config, 'metricsToken' | 'metricsPort'> {
  const token = env.METRICS_TOKEN ?? '';
  if (token !== '' && (token.length < 32 || !/^[\x21-\x7e]+$/.test(token))) {
    throw new ConfigError(
      'METRICS_TOKEN must be at least 32 printable characters without spaces, e.g. the output of `openssl rand -hex 32`',
    );
  }
  const raw = env.METRICS_PORT;
  const metricsPort = raw === undefined || raw === '' ? undefined : integer(env, 'METRICS_PORT', 0, 1, 65535);
  if (metricsPort !== undefined && metricsPort === integer(env, 'PORT', 3000, 0, 65535)) {
    throw new ConfigError(`METRICS_PORT must differ from PORT (${metricsPort}): the metrics get a server of their own`);
  }
  return { metricsToken: token === '' ? undefined : token, metricsPort };
}

function webhookAllowNetworks(env: NodeJS.ProcessEnv): string[] {
  const raw = (env.WEBHOOK_ALLOW_NETWORKS ?? '').trim();
  if (raw === '') return [];
  const entries = raw.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0) {
    throw new ConfigError(
      `WEBHOOK_ALLOW_NETWORKS has no address or range "${bad.join('", "')}": list CIDR ranges, e.g. 127.0.0.0/8,10.1.0.0/16`,
    );
  }
  return entries;
}

/** Where organisations ask for a plan change: an e-mail address or an http(s) URL. */
function supportContact(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.SUPPORT_CONTACT?.trim();
  if (raw === undefined || raw === '') return undefined;
  if (/^[^\s@<>"]+@[^\s@<>"]+$/.test(raw)) return raw;
  try {
    const parsed = new URL(raw);
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return raw;
  } catch {
    // falls through to the error below
  }
  throw new ConfigError('SUPPORT_CONTACT must be an e-mail address or an http(s) URL, e.g. sales@example.com');
}
