// Where a report's branding comes from. Until branding presets exist this resolver gives
// every report the organisation's plain branding with its logo; it has the signature of
// brandingSnapshot (src/modules/branding/branding.service.ts), which takes its place.
import type { Executor } from '../../db/client.js';
import type { FileStore } from '../../files/file-store.js';
import { plainBranding, type ReportBranding } from '../branding/branding.js';
import { describeOrganisation, organisationLogo } from '../tenants/organisation.service.js';

export async function brandingSnapshot(
  db: Executor,
  _store: FileStore,
  tenantId: number,
  _ref: 'default' | { clientId: number },
): Promise<ReportBranding> {
  const organisation = await describeOrganisation(db, tenantId);
  const branding = plainBranding(organisation.name);
  const logo = await organisationLogo(db, tenantId);
  if (logo && (logo.contentType === 'image/png' || logo.contentType === 'image/jpeg')) {
    branding.logo = { contentType: logo.contentType, dataBase64: logo.bytes.toString('base64') };
  }
  return branding;
}
