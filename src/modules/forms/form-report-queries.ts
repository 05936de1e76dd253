// What a PDF report (src/modules/reports) reads of a form response.
import { and, asc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { AccountActor } from '../access/actor.js';
import { visibleProperty } from '../access/property-access.js';
import type { FieldType } from './forms.schema.js';
import { formResponsePhotos, formResponses, formTemplates, formTemplateVersions } from './forms.tables.js';

export interface FormResponseForReport {
  propertyId: number;
  templateName: string;
  templateVersion: number;
  status: 'draft' | 'submitted';
  submittedAt: Date | null;
  submittedByAccountId: number | null;
  answers: Record<string, unknown>;
  /** The fields of the version it was filled with, in order. */
  fields: { id: string; type: FieldType; label: string; options?: string[] }[];
  /** Photo and signature files, in order. */
  files: { fieldId: string; fileId: number }[];
}

export async function formResponseForReport(
  db: Executor,
  tenantId: number,
  responseId: number,
): Promise<FormResponseForReport | undefined> {
  const [row] = await db
    .select({ response: formResponses, templateName: formTemplates.name, fields: formTemplateVersions.fields })
    .from(formResponses)
    .innerJoin(
      formTemplates,
      and(eq(formTemplates.tenantId, formResponses.tenantId), eq(formTemplates.id, formResponses.templateId)),
    )
    .innerJoin(
      formTemplateVersions,
      and(
        eq(formTemplateVersions.tenantId, formResponses.tenantId),
        eq(formTemplateVersions.templateId, formResponses.templateId),
        eq(formTemplateVersions.version, formResponses.templateVersion),
      ),
    )
    .where(and(eq(formResponses.tenantId, tenantId), eq(formResponses.id, responseId)));
  if (!row) return undefined;
  const files = await db
    .select({ fileId: formResponsePhotos.fileId, fieldId: formResponsePhotos.fieldId })
    .from(formResponsePhotos)
    .where(and(eq(formResponsePhotos.tenantId, tenantId), eq(formResponsePhotos.responseId, responseId)))
    .orderBy(asc(formResponsePhotos.position));
  const response = row.response;
  return {
    propertyId: response.propertyId,
    templateName: row.templateName,
    templateVersion: response.templateVersion,
    status: response.status,
    submittedAt: response.submittedAt,
    submittedByAccountId: response.submittedByAccountId,
    answers: response.answers as Record<string, unknown>,
    fields: row.fields as FormResponseForReport['fields'],
    files,
  };
}

/**
 * Whether the response exists in the actor's tenant (undefined if not), its property, and
 * whether the actor sees that property and may have it in a report: a submitted response,
 * or a draft of their own (someone else's draft is theirs until they submit it).
 */
export async function formResponseVisibility(
  db: Executor,
  actor: AccountActor,
  responseId: number,
): Promise<{ visible: boolean; propertyId: number } | undefined> {
  const [found] = await db
    .select({
      visible: sql`coalesce(${and(
        visibleProperty(actor, formResponses.propertyId),
        or(eq(formResponses.status, 'submitted'), eq(formResponses.createdByAccountId, actor.accountId)),
      )}, false)`.mapWith(Boolean),
      propertyId: formResponses.propertyId,
    })
    .from(formResponses)
    .where(and(eq(formResponses.tenantId, actor.tenantId), eq(formResponses.id, responseId)));
  return found;
}

/**
 * The ids of the responses to a template submitted in [from, to) on the given properties
 * ('all': every property of the tenant), oldest first, at most `limit`.
 */
export async function responsesSubmittedIn(
  db: Executor,
  tenantId: number,
  scope: { templateId: number; propertyIds: number[] | 'all'; from: Date; to: Date; limit: number },
): Promise<number[]> {
  if (scope.propertyIds !== 'all' && scope.propertyIds.length === 0) return [];
  const rows = await db
    .select({ id: formResponses.id })
    .from(formResponses)
    .where(
      and(
        eq(formResponses.tenantId, tenantId),
        eq(formResponses.templateId, scope.templateId),
        eq(formResponses.status, 'submitted'),
        gte(formResponses.submittedAt, scope.from),
        lt(formResponses.submittedAt, scope.to),
        scope.propertyIds === 'all' ? undefined : inArray(formResponses.propertyId, scope.propertyIds),
      ),
    )
    .orderBy(asc(formResponses.submittedAt), asc(formResponses.id))
    .limit(scope.limit);
  return rows.map((row) => row.id);
}

/** The names of some of the tenant's templates, by id. */
export async function templateNames(db: Executor, tenantId: number, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: formTemplates.id, name: formTemplates.name })
    .from(formTemplates)
    .where(and(eq(formTemplates.tenantId, tenantId), inArray(formTemplates.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row.name]));
}
