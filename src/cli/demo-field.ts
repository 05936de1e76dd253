import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { FileStore } from '../platform/file-store/file-store.js';
import type { AccountActor } from '../modules/access/actor.js';
import { storePhoto } from '../modules/files/photos.service.js';
import { createIncident } from '../modules/incidents/incidents.service.js';
import type { ServiceDeps } from '../modules/shared/context.js';
import { applyTaskTap } from '../modules/tasks/field-tasks.service.js';
import { createTaskRow } from '../modules/tasks/tasks.service.js';

// Work done in the field app for the demo: an incident reported from the phone with two
// photos, and a task of today started and completed with a note and a photo, all through
// the services the field routes use.

/** A picture as a phone would send it: a JPEG with a few coloured bands. */
export async function picture(colours: readonly string[]): Promise<Buffer> {
  const width = 1200;
  const height = 900;
  const band = Math.ceil(height / colours.length);
  const bands = await Promise.all(
    colours.map(async (colour, index) => ({
      input: await sharp({ create: { width, height: band, channels: 3, background: colour } })
        .png()
        .toBuffer(),
      top: index * band,
      left: 0,
    })),
  );
  return sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite(bands)
    .jpeg({ quality: 80 })
    .toBuffer();
}

export async function seedFieldWork(
  deps: ServiceDeps,
  fileStore: FileStore,
  input: { worker: AccountActor; office: AccountActor; propertyId: number; today: string },
): Promise<void> {
  const photo = async (colours: readonly string[], name: string) =>
    (
      await storePhoto(deps.database.db, fileStore, input.worker.tenantId, {
        upload: await picture(colours),
        originalName: name,
        uploadedByAccountId: input.worker.accountId,
      })
    ).file.id;

  await createIncident(
    deps,
    input.worker,
    {
      uuid: randomUUID(),
      title: 'Glastür im Eingang gesprungen',
      property_id: input.propertyId,
      severity: 'high',
      location: 'Haupteingang, linker Türflügel',
      description: 'Langer Riss von unten links, die Tür schließt noch. Bitte absperren lassen.',
      occurred_at: new Date(deps.clock() - 2 * 3_600_000).toISOString(),
    },
    {
      origin: 'field',
      photoFileIds: [
        await photo(['#5d6d7e', '#aab7b8', '#d5dbdb'], 'tuer-gesamt.jpg'),
        await photo(['#2e4053', '#85929e'], 'tuer-riss.jpg'),
      ],
    },
  );

  const { task } = await createTaskRow(
    deps,
    input.office,
    {
      title: 'Treppenhaus A feucht wischen',
      property_id: input.propertyId,
      due_date: input.today,
      description: 'Alle Etagen, Handläufe abwischen.',
    },
    'portal',
  );
  await applyTaskTap(deps, input.worker, task.id, { kind: 'start', body: { uuid: randomUUID() } });
  await applyTaskTap(deps, input.worker, task.id, {
    kind: 'complete',
    body: {
      uuid: randomUUID(),
      note: 'Erledigt. Im 3. OG ist eine Stufenkante lose, bitte prüfen.',
      photo_file_ids: [await photo(['#a9cce3', '#d6eaf8'], 'treppenhaus.jpg')],
    },
  });
}
