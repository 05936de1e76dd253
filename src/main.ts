import { existsSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import sharp from 'sharp';
import { buildApp } from './app.js';
import { type Config, ConfigError } from './config.js';
import type { Database } from './db/client.js';
import { openDatabase } from './db/open.js';
import { makeFileStore } from './platform/file-store/make-file-store.js';
import { installSubscribers } from './subscribers.js';
import { countTenants } from './modules/tenants/tenants.service.js';
import type { JobRunner } from './platform/jobs/runner.js';
import type { Mailer } from './platform/mail/mailer.js';
import { OutboxMailer } from './platform/mail/outbox.js';
import { SmtpMailer } from './platform/mail/smtp.js';
import type { RateLimiter } from './ratelimit/limiter.js';
import { MemoryRateLimiter } from './ratelimit/memory.js';
import { RedisRateLimiter } from './ratelimit/redis.js';
import { createWorker } from './worker.js';
import type { PdfRenderer } from './platform/pdf/renderer.js';
import { WorkerPoolPdfRenderer } from './platform/pdf/worker-pool.js';
import { measuredPdfRenderer } from './platform/metrics.js';
import { type MetricsServer, startMetricsServer } from './http/metrics-server.js';

// Each image is processed once (an upload, a report's photo), so libvips' cache of recent
// operations would only hold memory in a long-running process.
sharp.cache(false);

export function makeRateLimiter(config: Config): RateLimiter {
  return config.redisUrl !== undefined ? new RedisRateLimiter(config.redisUrl) : new MemoryRateLimiter();
}

/** PDF reports render in worker threads, never on the event loop (PDF_WORKERS, PDF_QUEUE_LIMIT). */
export function makePdfRenderer(config: Config): PdfRenderer {
  return measuredPdfRenderer(new WorkerPoolPdfRenderer({ size: config.pdfWorkers, queueLimit: config.pdfQueueLimit }));
}

/** SMTP when SMTP_URL is set; otherwise the outbox, which admins read in the portal. */
export function makeMailer(config: Config): Mailer {
  return config.smtpUrl !== undefined ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new OutboxMailer();
}

const ONE_PROCESS =
  'The embedded database (PGlite, used without DATABASE_URL) admits one process, so the worker runs inside `caretaker serve`.';

/**
 * Runs the HTTP server and, unless `worker` is false, the job worker, until SIGTERM or
 * SIGINT. Then it stops taking requests and claiming jobs, lets the requests and jobs in
 * flight finish (jobs still running after the grace period go back to the queue), and
 * closes the database (checkpointing PGlite) and Redis.
 */
export async function serve(config: Config, options: { worker?: boolean } = {}): Promise<void> {
  const withWorker = options.worker ?? true;
  if (!withWorker && config.databaseUrl === undefined) {
    throw new ConfigError(
      `serve --no-worker needs DATABASE_URL (PostgreSQL): nothing else could run the jobs. ${ONE_PROCESS}`,
    );
  }
  // Said before each slow step, so a first start is never silent: the app's own logger
  // exists only once the database is open.
  const startup = pino({ level: config.logLevel, base: { pid: process.pid, role: 'startup' } });
  const opening = Date.now();
  const embedded = config.databaseUrl === undefined;
  const firstStart = embedded && !existsSync(path.join(config.dataDir, 'PG_VERSION'));
  startup.info(
    embedded
      ? firstStart
        ? `creating the embedded database in ${config.dataDir} (first start: a few seconds, longer on a busy machine)`
        : `opening the embedded database in ${config.dataDir}`
      : 'connecting to PostgreSQL (DATABASE_URL)',
  );
  const database: Database = await openDatabase(config, 'serve');
  let limiter: RateLimiter | undefined;
  let mailer: Mailer | undefined;
  let worker: JobRunner | undefined;
  let pdf: PdfRenderer | undefined;
  let metricsServer: MetricsServer | undefined;
  try {
    const migrating = Date.now();
    startup.info({ ms: migrating - opening }, 'database open; applying migrations');
    await database.migrate();
    startup.info({ ms: Date.now() - migrating }, 'migrations applied; starting the server');
    limiter = makeRateLimiter(config);
    const files = makeFileStore(config, database);
    // One renderer for both: the portal's immediate PDFs (the checkpoint sheet) and the worker's reports.
    pdf = makePdfRenderer(config);
    const app = await buildApp({ config, database, limiter, clock: Date.now, fileStore: files, pdf });
    if (withWorker) {
      mailer = makeMailer(config);
      worker = createWorker({
        database,
        ports: { mailer, files, pdf, config },
        log: app.log.child({ role: 'worker' }),
        clock: Date.now,
      });
    }
    let stopping = false;
    const stop = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      app.log.info({ signal }, 'shutting down');
      try {
        await Promise.all([app.close(), worker?.stop(), metricsServer?.close()]);
        await pdf?.close();
        await mailer?.close();
        await limiter?.close();
      } finally {
        await database.close();
        app.log.info('stopped');
        process.exit(0);
      }
    };
    process.on('SIGTERM', (s) => void stop(s));
    process.on('SIGINT', (s) => void stop(s));
    await app.listen({ port: config.port, host: config.host });
    if (config.metricsPort !== undefined) {
      metricsServer = await startMetricsServer(
        { database, clock: Date.now },
        { port: config.metricsPort, host: config.host, onError: (err) => app.log.error({ err }, 'metrics failed') },
      );
    }
    await worker?.start();
    const address = app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : config.port;
    app.log.info(
      {
        database: database.kind,
        rateLimiter: config.redisUrl ? 'redis' : 'memory',
        worker: worker?.workerId ?? 'none (serve --no-worker)',
        mail: withWorker ? (mailer?.kind ?? 'outbox') : undefined,
        port,
        metrics: metricsServer
          ? `port ${metricsServer.port}`
          : config.metricsToken !== undefined
            ? '/metrics (METRICS_TOKEN)'
            : 'off',
      },
      `Caretaker listening on port ${port}`,
    );
    if ((await countTenants(database.db).catch(() => undefined)) === 0) {
      const setUp = `No tenant yet. Open ${config.publicUrl ?? `http://localhost:${port}`}/ to set up your organisation in the portal.`;
      app.log.info(
        database.kind === 'pglite'
          ? `${setUp} Or, to try it with demo data: stop the server (Ctrl-C), run \`npx caretaker demo\`, start it again and use the key and portal sign-in it prints.`
          : `${setUp} Or, to try it with demo data, run \`npx caretaker demo\` with the same DATABASE_URL and use the key and portal sign-in it prints.`,
      );
    }
  } catch (error) {
    await worker?.stop();
    await metricsServer?.close();
    await pdf?.close();
    await mailer?.close();
    await limiter?.close();
    await database.close();
    throw error;
  }
}

/**
 * Runs the job worker alone (PostgreSQL only), so HTTP and jobs scale apart. On SIGTERM
 * or SIGINT it stops claiming, lets the jobs in flight finish or puts them back, and exits.
 */
export async function runWorker(config: Config): Promise<void> {
  if (config.databaseUrl === undefined) {
    throw new ConfigError(`caretaker worker needs DATABASE_URL (PostgreSQL). ${ONE_PROCESS}`);
  }
  const log = pino({ level: config.logLevel }).child({ role: 'worker' });
  const database = await openDatabase(config, 'worker');
  installSubscribers(database);
  const mailer = makeMailer(config);
  const pdf = makePdfRenderer(config);
  try {
    await database.migrate();
    const files = makeFileStore(config, database);
    const worker = createWorker({ database, ports: { mailer, files, pdf, config }, log, clock: Date.now });
    const metricsServer =
      config.metricsPort === undefined
        ? undefined
        : await startMetricsServer(
            { database, clock: Date.now },
            { port: config.metricsPort, host: config.host, onError: (err) => log.error({ err }, 'metrics failed') },
          );
    let stopping = false;
    const stop = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      log.info({ signal }, 'shutting down');
      try {
        await Promise.all([worker.stop(), metricsServer?.close()]);
        await pdf.close();
        await mailer.close();
      } finally {
        await database.close();
        log.info('stopped');
        process.exit(0);
      }
    };
    process.on('SIGTERM', (s) => void stop(s));
    process.on('SIGINT', (s) => void stop(s));
    await worker.start();
    log.info(
      {
        database: database.kind,
        worker: worker.workerId,
        mail: mailer.kind,
        metrics: metricsServer ? `port ${metricsServer.port}` : 'off',
      },
      'Caretaker worker running',
    );
  } catch (error) {
    await pdf.close();
    await mailer.close();
    await database.close();
    throw error;
  }
}
