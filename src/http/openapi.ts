import type { SwaggerOptions } from '@fastify/swagger';
import type { Config } from '../config.js';
import { SCOPE_DESCRIPTIONS, SCOPES } from '../modules/access/scopes.js';
import { ApiProblemSchema } from './errors.js';
import { withComponents } from './openapi-components.js';

export function openApiOptions(config: Config): SwaggerOptions {
  const scopeTable = SCOPES.map((s) => `| \`${s}\` | ${SCOPE_DESCRIPTIONS[s]} |`).join('\n');
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Caretaker REST API',
        version: '1.0.0',
        contact: {
          name: 'The operator of this Caretaker installation',
          ...(config.publicUrl ? { url: config.publicUrl } : {}),
        },
        license: {
          name: 'Proprietary: for customers of Caretaker and their integration partners',
          identifier: 'LicenseRef-Caretaker-Proprietary',
        },
        description: [
          'REST API v1 for property-management systems, middleware and payroll.',
          '',
          'Authenticate with an API key created in the portal under Settings → Integrations, sent as `X-Api-Key: <key>` or `Authorization: Bearer <key>`. A key sees exactly what its bound account sees.',
          '',
          'Limits: 120 requests per rolling minute per key (`RateLimit` and `RateLimit-Policy` headers on every answer of an operation; without a valid key they report the client address’s budget of failed authentications, `"failed-auth"`; `Retry-After` on 429 and 503). A method a path does not have is 405 `method_not_allowed` with `Allow` (listed on every operation, since every path lacks some method); any operation may answer 503 `service_unavailable` while the server shuts down or cannot reach its database. The API needs the STANDARD plan; an expired licence blocks writes with 402.',
          '',
          'Errors are RFC 9457 `application/problem+json` bodies with a stable `code` and the `request_id`.',
          '',
          'Lists use cursor pagination: follow `next_cursor` (or the `Link: rel="next"` header) until it is null. `pageSize` defaults to 50, at most 200. The change feed `GET /api/v1/form-responses` is the exception: its `next_cursor` is never null, not even on an empty page. Follow it while `Link: rel="next"` is sent, stop at an answer without it (or with no items), and keep the last `next_cursor` for the next poll.',
          '',
          '| Scope | Grants |',
          '|---|---|',
          scopeTable,
        ].join('\n'),
      },
      servers: [{ url: config.publicUrl ?? '/' }],
      components: {
        // The canonical problem body; each response narrows its `code` to what it can carry.
        schemas: { Problem: ApiProblemSchema },
        securitySchemes: {
          apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
          bearer: { type: 'http', scheme: 'bearer', description: 'The same API key as a Bearer token.' },
        },
      },
      security: [{ apiKeyHeader: [] }, { bearer: [] }],
      tags: [
        { name: 'Key', description: 'The calling key itself.' },
        { name: 'Properties', description: 'Sites where work is done.' },
        { name: 'Tasks', description: 'Work orders on a property.' },
        {
          name: 'Service plans',
          description: 'Each property’s service specification: areas and their recurring services (read only).',
        },
        { name: 'Incidents', description: 'Defect reports on a property.' },
        { name: 'Form responses', description: 'Filled-in forms and checklists, polled as a change feed.' },
        {
          name: 'Inspections',
          description: 'Quality inspections of a property with their stored scores, polled as a change feed.',
        },
        {
          name: 'Form templates',
          description:
            'Forms and checklists with versioned fields, and the built-in bilingual catalogue to import from.',
        },
        {
          name: 'Material',
          description:
            'Items, stock in the warehouse and at properties, the movement ledger and requests (material module).',
        },
        {
          name: 'Events',
          description:
            'Every change a key may read, in commit order, with the resource as it was right after the change: the lossless way to follow changes (docs/api.md, "Following changes").',
        },
        { name: 'Roles', description: 'What accounts may do: the built-in roles and the tenant’s own.' },
        { name: 'Accounts', description: 'The people and technical accounts of the tenant, and their invite links.' },
        {
          name: 'Workflow rules',
          description:
            'When a form response is submitted, an incident is created or a task is overdue: create a task or an incident, or send an e-mail. Never triggered by API writes.',
        },
        {
          name: 'Webhooks',
          description:
            'Endpoints that receive the tenant’s events as signed POSTs (Standard Webhooks v1), their delivery log, test events and replays. See docs/webhooks.md.',
        },
      ],
    },
    // Named schemas and shared examples under `components` (openapi-components.ts).
    transformObject: (document) =>
      withComponents(
        ('openapiObject' in document ? document.openapiObject : document.swaggerObject) as Record<string, unknown>,
      ),
  };
}
