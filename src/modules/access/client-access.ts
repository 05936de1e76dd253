import { sql, type SQL } from 'drizzle-orm';
import type { DomainError } from '../../domain/errors.js';
import { accountProperties } from './access.tables.js';
import type { AccountActor } from './actor.js';
import { listedPropertyIds, propertyAccessDenied } from './property-access.js';

// Clients follow their properties (docs/clients-and-branding.md). Someone who sees every
// property sees and edits every client. Someone limited to some properties sees a client
// that has at least one of them, and may change a client (or its branding) only when they
// see every property it has, so no one changes what a customer of properties outside their
// list gets. A client with no properties yet belongs to no list: only those who see every
// property see it, edit it or create one.
// `clientPropertyIds` is the subquery of the client's property ids (archived ones included),
// written by the properties module (propertyIdsOfClient).

/** The condition "the actor sees this client", for a query over clients. */
export function visibleClient(actor: AccountActor, clientPropertyIds: SQL): SQL {
  if (actor.allProperties) return sql`true`;
  return sql`exists (select 1 from ${accountProperties} where ${accountProperties.tenantId} = ${actor.tenantId} and ${accountProperties.accountId} = ${actor.accountId} and ${accountProperties.propertyId} in (${clientPropertyIds}))`;
}

/** The condition "the actor may change this client and its branding". */
export function editableClient(actor: AccountActor, clientPropertyIds: SQL): SQL {
  if (actor.allProperties) return sql`true`;
  return sql`(exists (${clientPropertyIds}) and not exists (select 1 from (${clientPropertyIds}) as client_property (id) where client_property.id not in (${listedPropertyIds(actor)})))`;
}

/** 403 property_access_denied for a client the actor may not see, or may see but not change. */
export function clientAccessDenied(need: 'read' | 'edit'): DomainError {
  return propertyAccessDenied({
    detail:
      need === 'read'
        ? 'Your account has no access to any property of this client.'
        : 'This client has properties your account has no access to (or none yet); only someone who sees all of them may change it or its branding.',
  });
}

/** Only someone who sees every property creates a client: a new one has no properties yet. */
export function requireClientCreation(actor: AccountActor): void {
  if (!actor.allProperties) {
    throw propertyAccessDenied({
      detail:
        'A new client has no properties yet, so only someone who sees every property may create one. Ask an administrator.',
    });
  }
}
