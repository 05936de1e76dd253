import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  FieldDraftBodySchema,
  FieldDraftListSchema,
  FieldDraftParams,
  FieldFormsSchema,
  FieldResponseSchema,
  FieldSubmitBodySchema,
} from '../../modules/forms/field-forms.schema.js';
import {
  discardFieldDraft,
  fieldForms,
  getFieldResponse,
  listFieldDrafts,
  saveFieldDraft,
  submitFieldResponse,
} from '../../modules/forms/field-forms.service.js';
import type { AppDeps } from '../deps.js';
import { portalUserOf } from './portal-auth.js';

/**
 * Filling forms in the field app: any signed-in person, on the properties they see. Drafts
 * and submissions are keyed by the phone's uuid, so a repeat after a lost answer is one.
 */
export function portalFieldFormRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  const self = { portal: { permission: null } };
  return async (app) => {
    app.get(
      '/field/forms',
      { config: self, schema: { hide: true, response: { 200: FieldFormsSchema } } },
      async (request) => fieldForms(deps, portalUserOf(request).actor),
    );

    app.get(
      '/field/forms/drafts',
      { config: self, schema: { hide: true, response: { 200: FieldDraftListSchema } } },
      async (request) => ({ data: await listFieldDrafts(deps, portalUserOf(request).actor) }),
    );

    app.get(
      '/field/forms/drafts/:uuid',
      { config: self, schema: { hide: true, params: FieldDraftParams, response: { 200: FieldResponseSchema } } },
      async (request) => getFieldResponse(deps, portalUserOf(request).actor, request.params.uuid),
    );

    app.put(
      '/field/forms/drafts/:uuid',
      {
        config: self,
        schema: {
          hide: true,
          params: FieldDraftParams,
          body: FieldDraftBodySchema,
          response: { 200: FieldResponseSchema, 201: FieldResponseSchema },
        },
      },
      async (request, reply) => {
        const { response, created } = await saveFieldDraft(
          deps,
          portalUserOf(request).actor,
          request.params.uuid,
          request.body,
        );
        return reply.code(created ? 201 : 200).send(response);
      },
    );

    app.delete(
      '/field/forms/drafts/:uuid',
      { config: self, schema: { hide: true, params: FieldDraftParams } },
      async (request, reply) => {
        await discardFieldDraft(deps, portalUserOf(request).actor, request.params.uuid);
        return reply.code(204).send();
      },
    );

    app.post(
      '/field/forms/responses',
      {
        config: self,
        schema: {
          hide: true,
          body: FieldSubmitBodySchema,
          response: { 200: FieldResponseSchema, 201: FieldResponseSchema },
        },
      },
      async (request, reply) => {
        const { response, applied } = await submitFieldResponse(deps, portalUserOf(request).actor, request.body);
        return reply.code(applied ? 201 : 200).send(response);
      },
    );
  };
}
