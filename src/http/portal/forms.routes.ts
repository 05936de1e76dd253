import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FileLinkSigner, installationSecret } from '../../modules/files/files.service.js';
import {
  OfficeResponseDetailSchema,
  OfficeResponseIdParams,
  OfficeResponseListQuerySchema,
  OfficeResponseRowSchema,
  OfficeSubmittersSchema,
  OfficeTemplateCreateSchema,
  OfficeTemplateDetailSchema,
  OfficeTemplateListQuerySchema,
  OfficeTemplatePatchSchema,
} from '../../modules/forms/office.schema.js';
import {
  getOfficeResponse,
  getOfficeTemplate,
  listOfficeResponses,
  listResponseSubmitters,
} from '../../modules/forms/office.service.js';
import {
  CatalogImportResultSchema,
  CatalogImportSchema,
  CatalogListSchema,
  FormTemplateIdParams,
  FormTemplateSchema,
  FormTemplateVersionParams,
  FormTemplateVersionSchema,
} from '../../modules/forms/templates.schema.js';
import {
  createTemplate,
  getFormTemplateVersion,
  importTemplates,
  listCatalog,
  listFormTemplates,
  updateFormTemplate,
} from '../../modules/forms/templates.service.js';
import type { AppDeps } from '../deps.js';
import { pageOf } from '../openapi-helpers.js';
import { portalUserOf } from './portal-auth.js';

const manage = { portal: { permission: 'forms.manage' as const } };

/**
 * Forms in the office: responses (list, one with its answers and pictures) and templates
 * (list, editor, versions, catalogue import); all need forms.manage and keep to the
 * person's properties, as the API keeps to a key's.
 */
export function portalFormRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    // The API's signing secret: the same links, verified by the same file route.
    const signer = new FileLinkSigner(
      await installationSecret(deps.database.db, 'file-links'),
      deps.config.fileLinkTtlSeconds,
    );

    app.get(
      '/form-responses',
      {
        config: manage,
        schema: {
          hide: true,
          querystring: OfficeResponseListQuerySchema,
          response: { 200: pageOf(OfficeResponseRowSchema) },
        },
      },
      async (request) => listOfficeResponses(deps, portalUserOf(request).actor, request.query),
    );

    app.get(
      '/form-responses/submitters',
      { config: manage, schema: { hide: true, response: { 200: OfficeSubmittersSchema } } },
      async (request) => listResponseSubmitters(deps, portalUserOf(request).actor),
    );

    app.get(
      '/form-responses/:id',
      {
        config: manage,
        schema: { hide: true, params: OfficeResponseIdParams, response: { 200: OfficeResponseDetailSchema } },
      },
      async (request) => getOfficeResponse(deps, portalUserOf(request).actor, request.params.id, signer),
    );

    app.get(
      '/form-templates',
      {
        config: manage,
        schema: {
          hide: true,
          querystring: OfficeTemplateListQuerySchema,
          response: { 200: pageOf(FormTemplateSchema) },
        },
      },
      async (request) => listFormTemplates(deps, portalUserOf(request).actor, request.query),
    );

    // Static paths: Fastify matches them before `/form-templates/:id`.
    app.get(
      '/form-templates/catalog',
      { config: manage, schema: { hide: true, response: { 200: CatalogListSchema } } },
      async (request) => listCatalog(deps, portalUserOf(request).actor),
    );

    app.post(
      '/form-templates/catalog-import',
      {
        config: manage,
        schema: {
          hide: true,
          body: CatalogImportSchema,
          response: { 200: CatalogImportResultSchema, 201: CatalogImportResultSchema },
        },
      },
      async (request, reply) => {
        const { result, created } = await importTemplates(deps, portalUserOf(request).actor, request.body, {
          audit: true,
        });
        return reply.code(created ? 201 : 200).send(result);
      },
    );

    app.post(
      '/form-templates',
      {
        config: manage,
        schema: { hide: true, body: OfficeTemplateCreateSchema, response: { 201: OfficeTemplateDetailSchema } },
      },
      async (request, reply) => {
        const actor = portalUserOf(request).actor;
        const { template } = await createTemplate(deps, actor, request.body, { audit: true });
        return reply.code(201).send(await getOfficeTemplate(deps, actor, template.id));
      },
    );

    app.get(
      '/form-templates/:id',
      {
        config: manage,
        schema: { hide: true, params: FormTemplateIdParams, response: { 200: OfficeTemplateDetailSchema } },
      },
      async (request) => getOfficeTemplate(deps, portalUserOf(request).actor, request.params.id),
    );

    app.patch(
      '/form-templates/:id',
      {
        config: manage,
        schema: {
          hide: true,
          params: FormTemplateIdParams,
          body: OfficeTemplatePatchSchema,
          response: { 200: OfficeTemplateDetailSchema },
        },
      },
      async (request) => {
        const actor = portalUserOf(request).actor;
        await updateFormTemplate(deps, actor, request.params.id, request.body, { audit: true });
        return getOfficeTemplate(deps, actor, request.params.id);
      },
    );

    app.get(
      '/form-templates/:id/versions/:version',
      {
        config: manage,
        schema: { hide: true, params: FormTemplateVersionParams, response: { 200: FormTemplateVersionSchema } },
      },
      async (request) =>
        getFormTemplateVersion(deps, portalUserOf(request).actor, request.params.id, request.params.version),
    );
  };
}
