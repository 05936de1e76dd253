import { createWriteStream } from 'node:fs';
import { rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { ConfigError, loadConfig, s3Location } from '../config.js';
import type { Database } from '../db/client.js';
import { DataDirLockedError } from '../db/lock.js';
import { openDatabase } from '../db/open.js';
import { installSubscribers } from '../subscribers.js';
import { onPrincipalsChanged, sharedEpochName } from '../modules/api-keys/key-cache.js';
import { RedisRateLimiter } from '../ratelimit/redis.js';
import { DomainError } from '../domain/errors.js';
import { datevFile } from '../modules/working-time/datev.service.js';
import { lockPeriod } from '../modules/working-time/people.service.js';
import {
  findAccountAnyTenant,
  createAccount,
  updateAccount,
  type Account,
} from '../modules/accounts/accounts.service.js';
import { listAccessibleProperties, type PropertyAccess } from '../modules/access/property-access.js';
import { createApiKey, findApiKeyAnyTenant, listApiKeys, revokeApiKey } from '../modules/api-keys/api-keys.service.js';
import type { ServiceDeps } from '../modules/shared/context.js';
import { createTenant, findTenant, type Tenant, updateTenant, type Plan } from '../modules/tenants/tenants.service.js';
import { runWorker, serve } from '../main.js';
import { registerDemoCommand } from './demo.js';
import {
  checkExportRequest,
  type ExportRequest,
  type Layout,
  workingTimesCsv,
} from '../modules/working-time/export.service.js';
import type { HoursFormat, Preset } from '../modules/working-time/csv.js';
import { type CliIo, processIo } from './io.js';
import { ReportSubjectMissing } from '../modules/reports/report-data.js';
import { type ReportKind, renderReportFor, renderServiceProofFor } from '../modules/reports/reports.service.js';
import { isCalendarDate } from '../modules/shared/time.js';
import { makeFileStore, migrationSourceStore } from '../platform/file-store/make-file-store.js';
import { migrateFiles } from '../platform/file-store/migrate-files.js';
import { makeS3Client, S3FileStore } from '../platform/file-store/s3-file-store.js';
import { describeS3Location } from '../platform/file-store/s3-location.js';
import { PdfRenderError } from '../platform/pdf/renderer.js';
import { WorkerPoolPdfRenderer } from '../platform/pdf/worker-pool.js';

class CliError extends Error {}

/** The folder an --output file goes into must exist: checked before any work, and named when it does not. */
async function checkOutputFolder(output: string): Promise<void> {
  const folder = path.dirname(path.resolve(output));
  const found = await stat(folder).catch(() => undefined);
  if (found === undefined) throw new CliError(`--output: the folder ${folder} does not exist. Create it first.`);
  if (!found.isDirectory()) throw new CliError(`--output: ${folder} is not a folder.`);
}

function positiveId(value: string): number {
  if (!/^\d+$/.test(value) || Number(value) < 1 || !Number.isSafeInteger(Number(value))) {
    throw new InvalidArgumentError(`"${value}" is not an id.`);
  }
  return Number(value);
}

function parsePlan(value: string): Plan {
  const plan = value.toUpperCase();
  if (plan !== 'BASIC' && plan !== 'STANDARD' && plan !== 'PREMIUM') {
    throw new InvalidArgumentError('Use BASIC, STANDARD or PREMIUM.');
  }
  return plan;
}

function parseList(value: string): string[] {
  if (value.trim() === '' || value.trim().toLowerCase() === 'none') return [];
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

function parseChoice<T extends string>(choices: readonly T[]): (value: string) => T {
  return (value) => {
    if (!(choices as readonly string[]).includes(value)) throw new InvalidArgumentError(`Use ${choices.join(' or ')}.`);
    return value as T;
  };
}

function parseIds(value: string): number[] {
  return parseList(value).map(positiveId);
}

function parseAccess(value: string): PropertyAccess {
  if (value.trim().toLowerCase() === 'all') return 'all';
  return parseList(value).map((part) => positiveId(part));
}

function parseBranding(value: string): 'default' | number {
  if (value === 'default') return 'default';
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new InvalidArgumentError('Use default or a client id.');
  return Number(value);
}

function parseDay(value: string): string {
  if (!isCalendarDate(value)) throw new InvalidArgumentError('Use a day as YYYY-MM-DD.');
  return value;
}

/**
 * What `caretaker report` renders: a form response, incident, patrol round or inspection by --id, or
 * with --kind patrol and --property the property's rounds from --from to --to.
 */
function reportSubject(options: {
  kind: 'form' | 'incident' | 'patrol' | 'inspection';
  id?: number;
  property?: number;
  from?: string;
  to?: string;
}): { kind: ReportKind; subjectId: number; period?: { from: string; to: string } } {
  const { kind, id, property, from, to } = options;
  if (kind !== 'patrol' || property === undefined) {
    if (property !== undefined || from !== undefined || to !== undefined) {
      throw new CliError('--property, --from and --to are for a patrol period report (--kind patrol without --id).');
    }
    if (id === undefined) {
      throw new CliError(
        kind === 'patrol'
          ? 'Name the round (--id) or the property and period (--property, --from, --to).'
          : 'Name the subject with --id.',
      );
    }
    return { kind: kind === 'patrol' ? 'patrol_round' : kind, subjectId: id };
  }
  if (id !== undefined) throw new CliError('Name either a round (--id) or a property (--property), not both.');
  if (from === undefined || to === undefined) throw new CliError('A patrol period report needs --from and --to.');
  return { kind: 'patrol_period', subjectId: property, period: { from, to } };
}

/** What `caretaker report --kind service` covers: one property or a client's, over --from … --to. */
function serviceSubject(options: { id?: number; property?: number; client?: number; from?: string; to?: string }): {
  kind: 'service';
  subject: { propertyId: number } | { clientId: number };
  period: { from: string; to: string };
} {
  const { id, property, client, from, to } = options;
  if (id !== undefined)
    throw new CliError('A proof of service names a property (--property) or a client (--client), not --id.');
  if ((property === undefined) === (client === undefined)) {
    throw new CliError('Name either a property (--property) or a client (--client) for the proof of service.');
  }
  if (from === undefined || to === undefined) throw new CliError('A proof of service needs --from and --to.');
  return {
    kind: 'service',
    subject: property !== undefined ? { propertyId: property } : { clientId: client as number },
    period: { from, to },
  };
}

function parseBoolean(value: string): boolean {
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new InvalidArgumentError('Use true or false.');
}

function presentTenant(tenant: Tenant) {
  return {
    id: tenant.id,
    name: tenant.name,
    plan: tenant.plan,
    licence_valid_until: tenant.licenceValidUntil,
    timezone: tenant.timezone,
    modules: tenant.modules,
    seat_limit: tenant.seatLimit,
    created_at: tenant.createdAt.toISOString(),
  };
}

async function presentAccount(database: Database, account: Account) {
  return {
    id: account.id,
    tenant_id: account.tenantId,
    email: account.email,
    name: account.name,
    role: account.role,
    active: account.active,
    properties: account.allProperties
      ? ('all' as const)
      : await listAccessibleProperties(database.db, account.tenantId, account.id),
  };
}

/**
 * Opens the database the server uses, runs one command against it, and closes it again.
 * With REDIS_URL, a change to keys, accounts or tenants reaches the running instances'
 * key caches at once, as one made through the app does.
 */
async function withServicesIn<T>(
  env: NodeJS.ProcessEnv,
  command: string,
  run: (deps: ServiceDeps) => Promise<T>,
): Promise<T> {
  const config = loadConfig(env);
  const database = await openDatabase(config, command);
  installSubscribers(database);
  const redis = config.redisUrl !== undefined ? new RedisRateLimiter(config.redisUrl) : undefined;
  const unsubscribe = redis
    ? onPrincipalsChanged(database, (tenantId) => redis.bump(sharedEpochName(tenantId)))
    : undefined;
  try {
    await database.migrate();
    return await run({ database, clock: Date.now });
  } finally {
    unsubscribe?.();
    await redis?.close();
    await database.close();
  }
}

export function buildCli(io: CliIo = processIo()): Command {
  const print = (json: boolean, value: unknown, human: string): void =>
    io.stdout(json ? `${JSON.stringify(value)}\n` : `${human}\n`);
  const withServices = <T>(command: string, run: (deps: ServiceDeps) => Promise<T>) =>
    withServicesIn(io.env, command, run);

  const program = new Command('caretaker')
    .description('Caretaker: operations platform for property-service companies.')
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
    .showHelpAfterError()
    .exitOverride();

  program
    .command('serve')
    .description('Run the HTTP server on PORT (default 3000) and the job worker.')
    .option('--no-worker', 'HTTP only; run `caretaker worker` separately (needs DATABASE_URL)')
    .action(async (options: { worker: boolean }) => {
      await serve(loadConfig(io.env), { worker: options.worker });
    });

  program
    .command('worker')
    .description('Run the job worker without HTTP (needs DATABASE_URL; serve runs it on the embedded database).')
    .action(async () => {
      await runWorker(loadConfig(io.env));
    });

  program
    .command('openapi')
    .description('Print the REST API’s OpenAPI document (as GET /api/v1/openapi.json serves it); needs no database.')
    .option('--output <file>', 'write it to this file instead of standard output')
    .action(async (options: { output?: string }) => {
      const { buildOpenApiDocument } = await import('../http/offline-app.js');
      const text = `${JSON.stringify(await buildOpenApiDocument(loadConfig(io.env)), null, 2)}\n`;
      if (options.output === undefined) io.stdout(text);
      else await writeFile(options.output, text);
    });

  program
    .command('migrate')
    .description('Apply database migrations.')
    .option('--json', 'print JSON')
    .action(async (options: { json?: boolean }) => {
      const kind = await withServices('migrate', async (deps) => deps.database.kind);
      print(Boolean(options.json), { migrated: true, database: kind }, `Migrations applied (${kind}).`);
    });

  const tenant = program.command('tenant').description('Manage tenants (customer companies).');
  tenant
    .command('create')
    .requiredOption('--name <name>', 'company name')
    .option('--plan <plan>', 'BASIC, STANDARD or PREMIUM', parsePlan)
    .option('--licence-until <date>', 'last day of the licence, YYYY-MM-DD (default: one year from today)')
    .option('--timezone <iana>', 'IANA time zone (default Europe/Berlin)')
    .option('--modules <list>', 'comma-separated modules, e.g. material', parseList)
    .option('--seat-limit <n>', 'active accounts allowed', positiveId)
    .option('--json', 'print JSON')
    .action(
      async (options: {
        name: string;
        plan?: Plan;
        licenceUntil?: string;
        timezone?: string;
        modules?: string[];
        seatLimit?: number;
        json?: boolean;
      }) => {
        const row = await withServices('tenant create', (deps) =>
          createTenant(deps, {
            name: options.name,
            plan: options.plan,
            licenceValidUntil: options.licenceUntil,
            timezone: options.timezone,
            modules: options.modules,
            seatLimit: options.seatLimit,
          }),
        );
        print(Boolean(options.json), presentTenant(row), `Created tenant ${row.id} (${row.name}, ${row.plan}).`);
      },
    );
  tenant
    .command('update <id>')
    .option('--name <name>', 'company name')
    .option('--plan <plan>', 'BASIC, STANDARD or PREMIUM', parsePlan)
    .option('--licence-until <date>', 'last day of the licence, YYYY-MM-DD')
    .option('--timezone <iana>', 'IANA time zone')
    .option('--modules <list>', 'comma-separated modules; "none" clears', parseList)
    .option('--seat-limit <n>', 'active accounts allowed', positiveId)
    .option('--json', 'print JSON')
    .action(
      async (
        id: string,
        options: {
          name?: string;
          plan?: Plan;
          licenceUntil?: string;
          timezone?: string;
          modules?: string[];
          seatLimit?: number;
          json?: boolean;
        },
      ) => {
        const tenantId = positiveId(id);
        const row = await withServices('tenant update', (deps) =>
          updateTenant(deps, tenantId, {
            name: options.name,
            plan: options.plan,
            licenceValidUntil: options.licenceUntil,
            timezone: options.timezone,
            modules: options.modules,
            seatLimit: options.seatLimit,
          }),
        );
        print(Boolean(options.json), presentTenant(row), `Updated tenant ${row.id}.`);
      },
    );

  const exportCommand = program.command('export').description('Exports for payroll and reporting.');
  exportCommand
    .command('working-times')
    .description(
      'Working times as CSV (the attendance matrix, or one row per entry) for a tenant and period, as the portal exports them.',
    )
    .requiredOption('--tenant <id>', 'tenant id', positiveId)
    .requiredOption('--from <date>', 'first day, YYYY-MM-DD')
    .requiredOption('--to <date>', 'last day, YYYY-MM-DD (at most 366 days after --from)')
    .option('--layout <layout>', 'matrix or detail', parseChoice(['matrix', 'detail']), 'matrix')
    .option('--preset <preset>', 'de (BOM, ";", decimal comma) or en ("," ISO dates)', parseChoice(['de', 'en']), 'de')
    .option('--hours <format>', 'decimal (7,50) or hmm (7:30)', parseChoice(['decimal', 'hmm']), 'decimal')
    .option('--properties <ids>', 'only entries at these properties, comma-separated ids', parseIds)
    .option('--people <ids>', 'only these people, comma-separated account ids', parseIds)
    .option('--output <file>', 'write to this file instead of standard output')
    .action(
      async (options: {
        tenant: number;
        from: string;
        to: string;
        layout: Layout;
        preset: Preset;
        hours: HoursFormat;
        properties?: number[];
        people?: number[];
        output?: string;
      }) => {
        const request: ExportRequest = {
          from: options.from,
          to: options.to,
          layout: options.layout,
          preset: options.preset,
          hours: options.hours,
          propertyIds: options.properties,
          accountIds: options.people,
        };
        checkExportRequest(request);
        if (options.output !== undefined) await checkOutputFolder(options.output);
        await withServices('export working-times', async (deps) => {
          const pieces = workingTimesCsv(deps, options.tenant, request);
          if (options.output === undefined) {
            for await (const piece of pieces) io.stdout(piece);
            return;
          }
          // Written next to the target and renamed at the end: a failed export leaves no half file.
          const partial = `${options.output}.partial`;
          const file = createWriteStream(partial);
          try {
            await pipeline(Readable.from(pieces), file);
            await rename(partial, options.output);
          } catch (error) {
            await rm(partial, { force: true });
            throw error;
          }
        });
      },
    );

  exportCommand
    .command('datev')
    .description(
      'A DATEV payroll import file (LODAS or Lohn und Gehalt) of a locked period within one month, as the portal exports it (not recorded in the history). Refused, with every problem listed, while anything needs fixing.',
    )
    .requiredOption('--tenant <id>', 'tenant id', positiveId)
    .requiredOption('--from <date>', 'first day, YYYY-MM-DD', parseDay)
    .requiredOption('--to <date>', 'last day, YYYY-MM-DD, in the month of --from', parseDay)
    .requiredOption('--format <format>', 'lodas or lug (Lohn und Gehalt)', parseChoice(['lodas', 'lug']))
    .option('--lock', 'lock the days of the period not locked yet, with the export')
    .option('--output <file>', 'write to this file instead of standard output')
    .action(
      async (options: {
        tenant: number;
        from: string;
        to: string;
        format: 'lodas' | 'lug';
        lock?: boolean;
        output?: string;
      }) => {
        if (options.output !== undefined) await checkOutputFolder(options.output);
        const file = await withServices('export datev', async (deps) => {
          if (!(await findTenant(deps.database.db, options.tenant))) {
            throw new CliError(`No tenant with id ${options.tenant}.`);
          }
          const made = await datevFile(deps, options.tenant, {
            from: options.from,
            to: options.to,
            format: options.format,
            lock: options.lock === true,
          });
          if (made.needsLock) await lockPeriod(deps, options.tenant, null, options.from, options.to);
          return made;
        });
        if (options.output === undefined) {
          if (io.stdoutBytes) io.stdoutBytes(file.bytes);
          else io.stdout(file.bytes.toString('latin1'));
          return;
        }
        const partial = `${options.output}.partial`;
        try {
          await writeFile(partial, file.bytes);
          await rename(partial, options.output);
        } catch (error) {
          await rm(partial, { force: true });
          throw new CliError(`Could not write ${options.output}: ${(error as Error).message}`);
        }
      },
    );

  program
    .command('report')
    .description(
      "A PDF report as the portal generates it (not recorded): a form response, an incident, a patrol round, a quality inspection (--id), a property's patrol rounds from one day to another (--property, --from, --to), or the proof of service of a property's or a client's cleaning plans (--kind service, --property or --client, --from, --to).",
    )
    .requiredOption('--tenant <id>', 'tenant id', positiveId)
    .requiredOption(
      '--kind <kind>',
      'form, incident, patrol, inspection or service',
      parseChoice(['form', 'incident', 'patrol', 'inspection', 'service']),
    )
    .option('--id <id>', 'the form response, incident, patrol round or inspection id', positiveId)
    .option('--property <id>', 'patrol or service: the property to report on', positiveId)
    .option('--client <id>', "service: the client whose properties' proof of service to make", positiveId)
    .option('--from <date>', "patrol with --property: first day, YYYY-MM-DD, in the tenant's time zone", parseDay)
    .option('--to <date>', 'patrol with --property: last day, YYYY-MM-DD (at most 31 days; service: 366)', parseDay)
    .option('--branding <ref>', "default (the organisation's) or a client's id (its preset)", parseBranding, 'default')
    .requiredOption('--output <file>', 'the PDF file to write')
    .action(
      async (options: {
        tenant: number;
        kind: 'form' | 'incident' | 'patrol' | 'inspection' | 'service';
        id?: number;
        property?: number;
        client?: number;
        from?: string;
        to?: string;
        branding: 'default' | number;
        output: string;
      }) => {
        const { kind } = options;
        const subject = kind === 'service' ? serviceSubject(options) : reportSubject({ ...options, kind });
        if (kind !== 'service' && options.client !== undefined) {
          throw new CliError('--client is for a proof of service (--kind service).');
        }
        await checkOutputFolder(options.output);
        const config = loadConfig(io.env);
        const renderer = new WorkerPoolPdfRenderer({ size: 1 });
        try {
          const rendered = await withServices('report', async (deps) => {
            if (!(await findTenant(deps.database.db, options.tenant)))
              throw new CliError(`No tenant with id ${options.tenant}.`);
            // The server's file store (PostgreSQL's or the local disk's), as serve and worker open it.
            const files = makeFileStore(config, deps.database);
            const made =
              subject.kind === 'service'
                ? renderServiceProofFor({ ...deps, files }, renderer, {
                    tenantId: options.tenant,
                    subject: subject.subject,
                    ...subject.period,
                    branding: options.branding,
                  })
                : renderReportFor({ ...deps, files }, renderer, {
                    tenantId: options.tenant,
                    ...subject,
                    branding: options.branding,
                  });
            return made.catch((error: unknown) => {
              // The period is checked where the portal's is; here it was given as --from and --to.
              const field = error instanceof DomainError ? error.extras.errors?.[0] : undefined;
              if (field?.pointer === '/period_from') throw new CliError(`--from: ${field.detail}`);
              if (field?.pointer === '/period_to' || field?.pointer === '/query/to') {
                throw new CliError(`--to: ${field.detail}`);
              }
              if (error instanceof DomainError && error.code === 'not_found') throw new CliError(error.message);
              throw error;
            });
          });
          if (rendered.missingPictures > 0) {
            throw new CliError(
              `${rendered.missingPictures} of the report's ${rendered.pictures} pictures (photos, signatures) could not be read from the file store; no report was written.`,
            );
          }
          // Written next to the target and renamed at the end: a failure leaves no half file.
          const partial = `${options.output}.partial`;
          try {
            await writeFile(partial, rendered.bytes);
            await rename(partial, options.output);
          } catch (error) {
            await rm(partial, { force: true });
            throw new CliError(`Could not write ${options.output}: ${(error as Error).message}`);
          }
          io.stderr(`Wrote ${options.output}: ${rendered.pageCount} pages, ${rendered.bytes.byteLength} bytes.\n`);
        } finally {
          await renderer.close();
        }
      },
    );

  const files = program.command('files').description('Stored files (photos, signatures, reports, exports).');
  files
    .command('migrate')
    .description(
      'Copy every stored file from the store the server uses (the database or the disk; with FILE_STORE_FALLBACK=true the one used before the bucket) to an S3-compatible bucket, keys unchanged; each copy is read back and compared. Safe to run again: files already there are skipped. See docs/files.md for moving without downtime.',
    )
    .requiredOption('--to <url>', 's3://bucket[/prefix]?region=…&endpoint=…&force_path_style=true')
    .option('--json', 'print the summary as JSON')
    .action(async (options: { to: string; json?: boolean }) => {
      const config = loadConfig(io.env);
      const location = s3Location(options.to, io.env, '--to');
      const target = new S3FileStore(makeS3Client(location, config.awsCredentials), location);
      try {
        const summary = await withServices('files migrate', async (deps) =>
          migrateFiles(migrationSourceStore(config, deps.database), target, {
            onFailure: (key, reason) => io.stderr(`Could not copy ${key}: ${reason}\n`),
          }),
        );
        const { failures, ...counts } = summary;
        print(
          Boolean(options.json),
          { ...counts, failures, to: describeS3Location(location) },
          `Files to ${describeS3Location(location)}: ${counts.copied} copied, ${counts.skipped} skipped (already there), ${counts.failed} failed.`,
        );
        if (counts.failed > 0) {
          throw new CliError(`${counts.failed} files could not be copied; run the command again to retry them.`);
        }
      } finally {
        target.close();
      }
    });

  const account = program.command('account').description('Manage accounts (people and technical users).');
  account
    .command('create')
    .requiredOption('--tenant <id>', 'tenant id', positiveId)
    .requiredOption('--email <email>', 'e-mail address, unique in the tenant')
    .option('--name <name>', 'display name')
    .option('--role <role>', 'admin, manager, worker or technical (default admin)')
    .option('--properties <access>', '"all" or a comma-separated list of property ids', parseAccess)
    .option('--json', 'print JSON')
    .action(
      async (options: {
        tenant: number;
        email: string;
        name?: string;
        role?: string;
        properties?: PropertyAccess;
        json?: boolean;
      }) => {
        const result = await withServices('account create', async (deps) => {
          const row = await createAccount(deps, options.tenant, {
            email: options.email,
            name: options.name,
            role: options.role,
            properties: options.properties,
          });
          return presentAccount(deps.database, row);
        });
        print(Boolean(options.json), result, `Created account ${result.id} (${result.email}).`);
      },
    );
  account
    .command('update <id>')
    .option('--name <name>', 'display name')
    .option('--role <role>', 'admin, manager, worker or technical')
    .option('--properties <access>', '"all" or a comma-separated list of property ids', parseAccess)
    .option('--active <bool>', 'true or false', parseBoolean)
    .option('--json', 'print JSON')
    .action(
      async (
        id: string,
        options: { name?: string; role?: string; properties?: PropertyAccess; active?: boolean; json?: boolean },
      ) => {
        const accountId = positiveId(id);
        const result = await withServices('account update', async (deps) => {
          const existing = await findAccountAnyTenant(deps.database.db, accountId);
          if (!existing) throw new CliError(`No account with id ${accountId}.`);
          const row = await updateAccount(deps, existing.tenantId, accountId, options);
          return presentAccount(deps.database, row);
        });
        print(Boolean(options.json), result, `Updated account ${result.id}.`);
      },
    );

  const key = program.command('key').description('Manage REST API keys.');
  key
    .command('create')
    .requiredOption('--account <id>', 'the account the key acts as', positiveId)
    .requiredOption('--name <name>', 'a name that says where the key is used')
    .requiredOption('--scopes <list>', 'comma-separated scopes, e.g. properties:read,tasks:write', parseList)
    .option('--json', 'print JSON')
    .action(async (options: { account: number; name: string; scopes: string[]; json?: boolean }) => {
      const created = await withServices('key create', async (deps) => {
        const owner = await findAccountAnyTenant(deps.database.db, options.account);
        if (!owner) throw new CliError(`No account with id ${options.account}.`);
        return createApiKey(deps, owner.tenantId, {
          accountId: owner.id,
          name: options.name,
          scopes: options.scopes,
        });
      });
      print(
        Boolean(options.json),
        created,
        `Created key ${created.id} (${created.name}). Store it now; it is not shown again:\n${created.key}`,
      );
    });
  key
    .command('revoke <id>')
    .option('--json', 'print JSON')
    .action(async (id: string, options: { json?: boolean }) => {
      const keyId = positiveId(id);
      const revoked = await withServices('key revoke', async (deps) => {
        const existing = await findApiKeyAnyTenant(deps.database.db, keyId);
        if (!existing) throw new CliError(`No API key with id ${keyId}.`);
        return revokeApiKey(deps, existing.tenantId, keyId);
      });
      print(Boolean(options.json), revoked, `Revoked key ${revoked.id} (${revoked.prefix}…).`);
    });
  key
    .command('list')
    .requiredOption('--tenant <id>', 'tenant id', positiveId)
    .option('--json', 'print JSON')
    .action(async (options: { tenant: number; json?: boolean }) => {
      const keys = await withServices('key list', async (deps) => {
        if (!(await findTenant(deps.database.db, options.tenant)))
          throw new CliError(`No tenant with id ${options.tenant}.`);
        return listApiKeys(deps.database.db, options.tenant);
      });
      const lines = keys.map(
        (k) => `${k.id}\t${k.prefix}…\t${k.status}\t${k.name}\taccount ${k.account_id}\t${k.scopes.join(',')}`,
      );
      print(Boolean(options.json), keys, lines.length > 0 ? lines.join('\n') : 'No keys.');
    });

  registerDemoCommand(program, io);

  return program;
}

function explain(error: unknown): string {
  if (error instanceof DomainError && error.extras.exportProblems) {
    const lines = error.extras.exportProblems.map((p) =>
      [
        p.code,
        p.person_name ?? (p.account_id !== undefined ? `account ${p.account_id}` : ''),
        p.day ?? '',
        p.wage_type ?? '',
      ]
        .filter((part) => part !== '')
        .join(' '),
    );
    return [error.detail, ...lines.map((line) => `  ${line}`)].join('\n');
  }
  if (error instanceof DomainError) {
    const fields = (error.extras.errors ?? []).map((e) => `${e.pointer.replace(/^\//, '')}: ${e.detail}`);
    return fields.length > 0 ? fields.join('\n') : error.detail;
  }
  if (
    error instanceof CliError ||
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof ReportSubjectMissing ||
    error instanceof PdfRenderError
  ) {
    return error.message;
  }
  return `Unexpected failure: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
}

/**
 * Runs one command line (the arguments after `caretaker`) and returns its exit code:
 * bin/caretaker.js with the process's environment and streams, tests in-process with
 * their own. A failure is a message on stderr and exit code 1.
 */
export async function runCli(args: readonly string[], io: CliIo = processIo()): Promise<number> {
  try {
    await buildCli(io).parseAsync([...args], { from: 'user' });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode;
    io.stderr(`caretaker: ${explain(error)}\n`);
    return 1;
  }
}
