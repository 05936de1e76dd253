import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createFormTemplate } from '../../src/modules/forms/templates.service.js';
import { createIncident } from '../../src/modules/incidents/incidents.service.js';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import { patrolRows } from '../helpers/patrol-rows.js';
import type { PortalClient } from '../helpers/portal.js';
import { expectProblem, organisation } from '../portal/organisation.js';

// Who may ask for a PDF report (POST /portal/api/reports) and read it: a form response only
// once it is submitted, or as its author's own draft; every subject only on a property the
// person sees. Refusals are 404, as for another tenant's subject.

describeEachBackend('who may have a report', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  const ask = (client: PortalClient, kind: string, subjectId: number) =>
    client.post('/portal/api/reports', { kind, subject_id: subjectId });

  it('renders a colleague’s form only once it is submitted, and nothing on a property one does not see', async () => {
    const org = await organisation(t);
    const property = await org.property({ name: 'Harbour View' });
    const elsewhere = await org.property({ name: 'Old Mill' });
    const author = await org.member('worker', [property]);
    const colleague = await org.member('worker', [property]);
    const manager = await org.member('manager', [property]);
    const managerElsewhere = await org.member('manager', [elsewhere]);
    const template = await createFormTemplate(t.deps, org.tenantId, {
      name: 'Walk-through',
      fields: [{ id: 'remarks', type: 'text', label: 'Remarks', required: false }],
    });
    const uuid = randomUUID();
    const form = {
      template_id: template.id,
      template_version: 1,
      property_id: property,
      answers: { remarks: 'Side door does not latch; tenant in flat 3 complains.' },
    };
    const saved = await author.client.request('PUT', `/portal/api/field/forms/drafts/${uuid}`, form);
    expect(saved.statusCode, saved.body).toBe(201);
    const draftId = saved.json<{ id: number }>().id;

    // The draft is its author's: nobody else has it rendered, whatever their role.
    for (const other of [colleague, manager, managerElsewhere]) {
      expectProblem(await ask(other.client, 'form', draftId), 404, 'not_found');
    }
    const own = await ask(author.client, 'form', draftId);
    expect(own.statusCode, own.body).toBe(202);
    const ownReport = own.json<{ id: number }>().id;
    // The author's report of the draft stays theirs while it is one.
    expectProblem(await colleague.client.get(`/portal/api/reports/${ownReport}`), 404, 'not_found');
    expectProblem(await colleague.client.get(`/portal/api/reports/${ownReport}/file`), 404, 'not_found');
    expectProblem(await colleague.client.get(`/portal/api/reports?kind=form&subject_id=${draftId}`), 404, 'not_found');

    // Submitted, it is everybody's at the property, and still nobody's elsewhere.
    const submitted = await author.client.post('/portal/api/field/forms/responses', { uuid, ...form });
    expect(submitted.json<{ status: string }>().status).toBe('submitted');
    expect((await ask(colleague.client, 'form', draftId)).statusCode).toBe(202);
    expect((await colleague.client.get(`/portal/api/reports/${ownReport}`)).statusCode).toBe(200);
    expect((await ask(manager.client, 'form', draftId)).statusCode).toBe(202);
    expectProblem(await ask(managerElsewhere.client, 'form', draftId), 404, 'not_found');

    // A report may carry only the branding of a client the person sees.
    const clientOf = async (name: string, propertyId: number) => {
      const created = await org.admin.post('/portal/api/clients', { name });
      const id = created.json<{ id: number }>().id;
      expect((await org.admin.patch(`/portal/api/properties/${propertyId}`, { client_id: id })).statusCode).toBe(200);
      return id;
    };
    const ours = await clientOf('Harbour Owners', property);
    const theirs = await clientOf('Mill Owners', elsewhere);
    const branded = (branding: number) =>
      colleague.client.post('/portal/api/reports', { kind: 'form', subject_id: draftId, branding });
    expect((await branded(ours)).statusCode).toBe(202);
    const foreignBranding = await branded(theirs);
    expectProblem(foreignBranding, 422, 'validation_failed');
    expect(foreignBranding.json<{ errors: { pointer: string }[] }>().errors[0]?.pointer).toBe('/branding');

    // Incident and patrol reports keep to the property list as well.
    const admin = { kind: 'person' as const, tenantId: org.tenantId, accountId: org.adminId, allProperties: true };
    const { incident } = await createIncident(t.deps, admin, {
      title: 'Lamp broken',
      severity: 'low',
      property_id: property,
    });
    const patrols = patrolRows(t.database, org);
    const route = await patrols.route(property, ['Gate']);
    const round = await patrols.round({
      routeId: route.routeId,
      propertyId: property,
      startedAt: '2026-11-25T21:00:00Z',
      scans: [],
    });
    expect((await ask(manager.client, 'incident', incident.id)).statusCode).toBe(202);
    expect((await ask(manager.client, 'patrol_round', round)).statusCode).toBe(202);
    expectProblem(await ask(managerElsewhere.client, 'incident', incident.id), 404, 'not_found');
    expectProblem(await ask(managerElsewhere.client, 'patrol_round', round), 404, 'not_found');
    expectProblem(
      await managerElsewhere.client.post('/portal/api/reports', {
        kind: 'patrol_period',
        subject_id: property,
        period_from: '2026-11-23',
        period_to: '2026-11-29',
      }),
      404,
      'not_found',
    );
  });
});
