import { sql } from 'drizzle-orm';
import { hashPassword, isAcceptablePassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password.js';
import { DomainError, invalid } from '../../domain/errors.js';
import { createAccount, recordSignIn } from '../accounts/accounts.service.js';
import { recordAudit } from '../audit/audit.service.js';
import type { ServiceDeps } from '../shared/context.js';
import { isValidTimeZone } from '../shared/time.js';
import type { Language } from '../shared/language.js';
import { countTenants, createTenant } from '../tenants/tenants.service.js';
import { createSession, type NewSession, type SessionOrigin } from './sessions.service.js';

/** Serialises first-run set-ups across connections and instances (held until commit). */
const SETUP_LOCK = 7_263_513_002;

export interface SetupInput {
  organisationName: string;
  timezone: string;
  name: string;
  email: string;
  password: string;
  /** The organisation's language; default: German in a German-speaking time zone. */
  language?: Language;
}

export function checkPassword(password: string, pointer = '/password'): void {
  if (!isAcceptablePassword(password)) {
    throw invalid(pointer, `The password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`);
  }
}

/** True while the installation has no tenant: the portal then offers first-run set-up. */
export async function setupRequired(deps: ServiceDeps): Promise<boolean> {
  return (await countTenants(deps.database.db)) === 0;
}

/**
 * First-run set-up: creates the first tenant (plan STANDARD, 25 seats, licence for one
 * year) and its admin with a password, and signs the admin in. Only while no tenant
 * exists; concurrent set-ups queue on an advisory lock, so exactly one succeeds.
 */
export async function setupInstallation(
  deps: ServiceDeps,
  input: SetupInput,
  origin: SessionOrigin,
): Promise<NewSession> {
  const organisation = input.organisationName.trim();
  if (organisation === '' || organisation.length > 200) {
    throw invalid('/organisation_name', 'The organisation’s name must be 1 to 200 characters.');
  }
  if (!isValidTimeZone(input.timezone)) {
    throw invalid('/timezone', `"${input.timezone}" is not an IANA time zone such as Europe/Berlin.`);
  }
  if (input.name.trim() === '') throw invalid('/name', 'Give your name.');
  checkPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock();

  return deps.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SETUP_LOCK})`);
    if ((await countTenants(tx)) > 0) {
      throw new DomainError('setup_done', 'This installation is already set up; sign in instead.');
    }
    const inTransaction: ServiceDeps = { database: { ...deps.database, db: tx }, clock: deps.clock };
    const tenant = await createTenant(inTransaction, {
      name: organisation,
      timezone: input.timezone,
      plan: 'STANDARD',
      seatLimit: 25,
      ...(input.language === undefined ? {} : { language: input.language }),
    });
    const admin = await createAccount(inTransaction, tenant.id, {
      email: input.email,
      name: input.name,
      role: 'admin',
      properties: 'all',
    });
    await recordSignIn(tx, tenant.id, admin.id, new Date(now), passwordHash);
    await recordAudit(tx, {
      tenantId: tenant.id,
      actorAccountId: admin.id,
      action: 'tenant.created',
      targetType: 'tenant',
      targetId: tenant.id,
      details: {
        name: tenant.name,
        plan: tenant.plan,
        seat_limit: tenant.seatLimit,
        licence_valid_until: tenant.licenceValidUntil,
        timezone: tenant.timezone,
        admin: { id: admin.id, name: admin.name, email: admin.email },
      },
      at: new Date(now),
    });
    return createSession(tx, now, { tenantId: tenant.id, accountId: admin.id, ...origin });
  });
}
