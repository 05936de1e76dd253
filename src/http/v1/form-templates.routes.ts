import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ErrorCode } from '../../domain/errors.js';
import {
  CatalogImportResultSchema,
  CatalogImportSchema,
  CatalogListSchema,
  CatalogQuerySchema,
  FormTemplateCreateSchema,
  FormTemplateIdParams,
  FormTemplateListQuerySchema,
  FormTemplatePatchSchema,
  FormTemplateSchema,
  FormTemplateVersionParams,
  FormTemplateVersionSchema,
} from '../../modules/forms/templates.schema.js';
import {
  createTemplate,
  getFormTemplate,
  getFormTemplateVersion,
  importTemplates,
  listCatalog,
  listFormTemplates,
  updateFormTemplate,
} from '../../modules/forms/templates.service.js';
import type { AppDeps } from '../deps.js';
import { errorResponses, pageOf } from '../openapi-helpers.js';
import { accessOf, type ApiRouteAuth } from '../plugins/api-key-auth.js';
import { resourceUrl, sendPage } from './pagination-link.js';

const TAGS = ['Form templates'];
const READ: ApiRouteAuth = { scope: 'form_templates:read' };
const WRITE: ApiRouteAuth = { scope: 'form_templates:write' };

const errors = (kind: 'read' | 'write', ...codes: ErrorCode[]) =>
  errorResponses(kind, 'insufficient_scope', 'validation_failed', ...codes);

const SCOPE_RULES =
  'A key sees a template offered at every property or at one or more properties its account sees. It may change a template only when it sees every property the template is offered at, and offer one at every property only when its account sees every property.';

export function formTemplateRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/form-templates',
      {
        config: { auth: READ },
        schema: {
          operationId: 'listFormTemplates',
          tags: TAGS,
          summary: 'List form templates',
          description: `The tenant’s form templates with the fields of their current version, oldest first. ${SCOPE_RULES}`,
          querystring: FormTemplateListQuerySchema,
          response: { 200: pageOf(FormTemplateSchema), ...errors('read', 'property_access_denied') },
        },
      },
      async (request, reply) =>
        sendPage(deps, request, reply, await listFormTemplates(deps, accessOf(request), request.query)),
    );

    // Static paths: Fastify matches them before `/form-templates/:id`.
    app.get(
      '/form-templates/catalog',
      {
        config: { auth: READ },
        schema: {
          operationId: 'listFormTemplateCatalog',
          tags: TAGS,
          summary: 'List the built-in template catalogue',
          description:
            'Ready-made templates for property services, every text in English (`en`) and German (`de`). `template_id` names the tenant’s template already imported from an entry. The whole catalogue comes in one answer; it is not paged. An entry without `template_id` is exactly the shape `POST /form-templates/catalog-import` accepts in `documents`.',
          querystring: CatalogQuerySchema,
          response: { 200: CatalogListSchema, ...errors('read') },
        },
      },
      async (request) => listCatalog(deps, accessOf(request)),
    );

    app.post(
      '/form-templates/catalog-import',
      {
        config: { auth: WRITE },
        schema: {
          operationId: 'importFormTemplates',
          tags: TAGS,
          summary: 'Import catalogue entries or template documents',
          description: [
            'Imports the catalogue entries named in `keys` and the templates in `documents` (the catalogue’s shape) as templates with the texts of `language`, all in one transaction.',
            '',
            'Idempotent per key: a tenant holds one template per catalogue key and one per document key (`catalog_key` `document:<key>`). Importing a key again creates nothing and returns the template already there (`status: existing`, unchanged, even if it was edited since); concurrent imports of one key create it once. The answer is 201 when this call created at least one template, 200 when all were there already.',
            '',
            'Documents are checked field by field in both languages; every violation is a 422 with a pointer into the body, e.g. `/documents/0/fields/2/options/1/de`.',
            '',
            SCOPE_RULES,
          ].join('\n'),
          body: CatalogImportSchema,
          response: {
            200: { ...CatalogImportResultSchema, description: 'Every template was there already.' },
            201: { ...CatalogImportResultSchema, description: 'At least one template was created.' },
            ...errors('write', 'property_access_denied'),
          },
        },
      },
      async (request, reply) => {
        const { result, created } = await importTemplates(deps, accessOf(request), request.body);
        return reply.code(created ? 201 : 200).send(result);
      },
    );

    app.post(
      '/form-templates',
      {
        config: { auth: WRITE },
        schema: {
          operationId: 'createFormTemplate',
          tags: TAGS,
          summary: 'Create a form template (idempotent by uuid)',
          description: [
            'Creates the template at version 1 and answers 201. A repeat with the same `uuid` and the same payload creates nothing and answers 200 with the existing template; the same `uuid` with a different payload is 409 `uuid_conflict`.',
            '',
            'Without `property_ids` (or with null) the template is offered at every property. Every rule on `fields` is checked field by field; each violation is a 422 with a pointer such as `/fields/3/options/1`.',
            '',
            SCOPE_RULES,
          ].join('\n'),
          body: FormTemplateCreateSchema,
          response: {
            200: { ...FormTemplateSchema, description: 'Repeat of an earlier call: the template it created.' },
            201: FormTemplateSchema,
            ...errors('write', 'property_access_denied', 'uuid_conflict'),
          },
        },
      },
      async (request, reply) => {
        const { template, created } = await createTemplate(deps, accessOf(request), request.body);
        return reply
          .code(created ? 201 : 200)
          .header('location', resourceUrl(deps, request, `/api/v1/form-templates/${template.id}`))
          .send(template);
      },
    );

    app.get(
      '/form-templates/:id',
      {
        config: { auth: READ },
        schema: {
          operationId: 'getFormTemplate',
          tags: TAGS,
          summary: 'Get one form template',
          description: `The template with the fields of its current version (\`version\`). ${SCOPE_RULES}`,
          params: FormTemplateIdParams,
          response: { 200: FormTemplateSchema, ...errors('read', 'property_access_denied', 'not_found') },
        },
      },
      async (request) => getFormTemplate(deps, accessOf(request), request.params.id),
    );

    app.get(
      '/form-templates/:id/versions/:version',
      {
        config: { auth: READ },
        schema: {
          operationId: 'getFormTemplateVersion',
          tags: TAGS,
          summary: 'Get one version of a form template’s fields',
          description:
            'The fields as they were in a version, from 1 up to the template’s `version`. A form response names the version it was filled with (`template.version`).',
          params: FormTemplateVersionParams,
          response: { 200: FormTemplateVersionSchema, ...errors('read', 'property_access_denied', 'not_found') },
        },
      },
      async (request) => getFormTemplateVersion(deps, accessOf(request), request.params.id, request.params.version),
    );

    app.patch(
      '/form-templates/:id',
      {
        config: { auth: WRITE },
        schema: {
          operationId: 'updateFormTemplate',
          tags: TAGS,
          summary: 'Update a form template',
          description: [
            'Send only what changes. `fields` is the complete new list: if it differs from the current version it becomes version n+1 (responses keep the version they were filled with); the same list again creates no version. Name, description, property scope and `active` change in place. There is no DELETE: set `active: false`.',
            '',
            'A field id keeps its type across versions (422 at `/fields/<i>/type`).',
            '',
            SCOPE_RULES,
          ].join('\n'),
          params: FormTemplateIdParams,
          body: FormTemplatePatchSchema,
          response: { 200: FormTemplateSchema, ...errors('write', 'property_access_denied', 'not_found') },
        },
      },
      async (request) => updateFormTemplate(deps, accessOf(request), request.params.id, request.body),
    );
  };
}
