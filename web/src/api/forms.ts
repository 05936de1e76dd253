import { api, query } from './client.ts';
import type { PortalBody, PortalQuery, PortalResponse } from './contract.ts';

// Forms in the office: responses (list, one with answers and pictures) and templates
// (list, editor, versions, catalogue import).

export type ResponsePage = PortalResponse<'/form-responses', 'get'>;
export type ResponseRow = ResponsePage['data'][number];
export type ResponseDetail = PortalResponse<'/form-responses/{id}', 'get'>;
export type Answer = ResponseDetail['answers'][number];
export type ResponsePhoto = ResponseDetail['photos'][number];
export type ResponseStatus = ResponseRow['status'];
export type ResponseFilters = Omit<PortalQuery<'/form-responses', 'get'>, 'cursor' | 'pageSize'>;

export type TemplatePage = PortalResponse<'/form-templates', 'get'>;
export type TemplateRow = TemplatePage['data'][number];
export type TemplateDetail = PortalResponse<'/form-templates/{id}', 'get'>;
export type TemplateVersion = PortalResponse<'/form-templates/{id}/versions/{version}', 'get'>;
export type TemplateField = TemplateDetail['fields'][number];
export type FieldType = TemplateField['type'];
export type TemplateCreate = PortalBody<'/form-templates', 'post'>;
export type TemplatePatch = PortalBody<'/form-templates/{id}', 'patch'>;
export type CatalogEntry = PortalResponse<'/form-templates/catalog', 'get'>['data'][number];
export type CatalogImport = PortalBody<'/form-templates/catalog-import', 'post'>;
export type CatalogImportResult = PortalResponse<'/form-templates/catalog-import', 'post'>;

export const RESPONSE_STATUSES: readonly ResponseStatus[] = ['submitted', 'draft'];
export const FIELD_TYPES: readonly FieldType[] = [
  'text',
  'number',
  'checkbox',
  'single_choice',
  'multiple_choice',
  'date',
  'time',
  'photo',
  'signature',
  'rating',
];
export const CHOICE_TYPES: readonly FieldType[] = ['single_choice', 'multiple_choice'];
/** The server's limits (TEMPLATE_LIMITS), so the editor stops where the server would. */
export const FIELD_LIMITS = { fields: 100, labelLength: 200, options: 50, optionLength: 200 } as const;

export const formKeys = {
  responses: ['form-responses'] as const,
  responseList: (filters: ResponseFilters) => ['form-responses', 'list', filters] as const,
  response: (id: number) => ['form-responses', 'detail', id] as const,
  submitters: ['form-responses', 'submitters'] as const,
  templates: ['form-templates'] as const,
  templateList: ['form-templates', 'list'] as const,
  template: (id: number) => ['form-templates', 'detail', id] as const,
  version: (id: number, version: number) => ['form-templates', 'detail', id, 'version', version] as const,
  catalog: ['form-templates', 'catalog'] as const,
};

export const formEndpoints = {
  responses: (filters: ResponseFilters, cursor: string | undefined) =>
    api.get<ResponsePage>(`/form-responses${query({ ...filters, cursor, pageSize: 30 })}`),
  response: (id: number) => api.get<ResponseDetail>(`/form-responses/${id}`),
  submitters: () => api.get<PortalResponse<'/form-responses/submitters', 'get'>>('/form-responses/submitters'),
  templates: (cursor: string | undefined) =>
    api.get<TemplatePage>(`/form-templates${query({ cursor, pageSize: 100 })}`),
  template: (id: number) => api.get<TemplateDetail>(`/form-templates/${id}`),
  version: (id: number, version: number) => api.get<TemplateVersion>(`/form-templates/${id}/versions/${version}`),
  create: (body: TemplateCreate) => api.post<TemplateDetail>('/form-templates', body),
  update: (id: number, body: TemplatePatch) => api.patch<TemplateDetail>(`/form-templates/${id}`, body),
  catalog: () => api.get<PortalResponse<'/form-templates/catalog', 'get'>>('/form-templates/catalog'),
  importCatalog: (body: CatalogImport) => api.post<CatalogImportResult>('/form-templates/catalog-import', body),
};

/** Every template the person sees (a handful per organisation; pages of 100 until the end). */
export async function allTemplates(): Promise<TemplateRow[]> {
  const rows: TemplateRow[] = [];
  let cursor: string | undefined;
  do {
    const page = await formEndpoints.templates(cursor);
    rows.push(...page.data);
    cursor = page.next_cursor ?? undefined;
  } while (cursor);
  return rows;
}
