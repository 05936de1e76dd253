import { and, eq, ne } from 'drizzle-orm';
import { hashPassword, verifyPassword } from './password.js';
import { invalid, notFound } from '../../domain/errors.js';
import { findAccount, setPasswordHash } from '../accounts/accounts.service.js';
import { recordAudit } from '../audit/audit.service.js';
import type { ServiceDeps } from '../shared/context.js';
import { endOpenLinks } from './invites.service.js';
import { portalSessions } from './credentials.tables.js';
import { checkPassword } from './setup.service.js';

/**
 * A signed-in person changes their own password: the current one must be right. Every
 * other session of the account ends, and every open invite or reset link; this session
 * stays signed in.
 */
export async function changeOwnPassword(
  deps: ServiceDeps,
  user: { tenantId: number; accountId: number; sessionId: number },
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  checkPassword(newPassword, '/new_password');
  const account = await findAccount(deps.database.db, user.tenantId, user.accountId);
  if (!account) throw notFound('Account');
  if (!(await verifyPassword(currentPassword, account.passwordHash))) {
    throw invalid('/current_password', 'This is not your current password.');
  }
  const passwordHash = await hashPassword(newPassword);
  const now = new Date(deps.clock());
  await deps.database.db.transaction(async (tx) => {
    await setPasswordHash(tx, user.tenantId, user.accountId, passwordHash, now);
    await endOpenLinks(tx, user.tenantId, user.accountId, now);
    await tx
      .delete(portalSessions)
      .where(
        and(
          eq(portalSessions.tenantId, user.tenantId),
          eq(portalSessions.accountId, user.accountId),
          ne(portalSessions.id, user.sessionId),
        ),
      );
    await recordAudit(tx, {
      tenantId: user.tenantId,
      actorAccountId: user.accountId,
      action: 'account.password_changed',
      targetType: 'account',
      targetId: user.accountId,
      details: { name: account.name },
      at: now,
    });
  });
}
