import { SelectField, TextField } from '../../components/fields.tsx';
import { t } from '../../i18n/index.ts';
import { PhotoInput } from '../PhotoInput.tsx';
import { enqueueWork } from '../queue.ts';
import { TextArea } from '../TextArea.tsx';

// An incident report as the field app fills it in: the fields (the Report tab's, and the
// Patrol tab's during a round) and putting the report in the phone's outbox, photos kept on
// the phone until it is sent.

const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
type Severity = (typeof SEVERITIES)[number];

export interface IncidentDraft {
  title: string;
  severity: Severity;
  location: string;
  description: string;
  /** Local ids of the photos kept on the phone. */
  photos: string[];
}

export const EMPTY_INCIDENT: IncidentDraft = {
  title: '',
  severity: 'medium',
  location: '',
  description: '',
  photos: [],
};

/** What happened, how urgent, where, a description and photos; only the title is needed. */
export function IncidentFields({
  draft,
  onChange,
  titleError,
  focusTitle = false,
}: {
  draft: IncidentDraft;
  /** A change of some fields (photos arrive after a wait: merge, do not replace the draft). */
  onChange: (change: Partial<IncidentDraft>) => void;
  titleError?: string | undefined;
  /** Put the cursor in the title (a form opened by a tap). */
  focusTitle?: boolean;
}) {
  return (
    <>
      <TextField
        label={t.fieldWork.report.what}
        value={draft.title}
        onChange={(title) => onChange({ title })}
        error={titleError}
        maxLength={200}
        autoFocus={focusTitle}
      />
      <SelectField
        label={t.fieldWork.report.severity}
        value={draft.severity}
        onChange={(value) => onChange({ severity: value as Severity })}
        options={SEVERITIES.map((s) => ({ value: s, label: t.incidents.severity[s] }))}
      />
      <TextField
        label={t.fieldWork.report.location}
        value={draft.location}
        onChange={(location) => onChange({ location })}
        maxLength={200}
        optional
      />
      <TextArea
        label={t.fieldWork.report.description}
        value={draft.description}
        onChange={(description) => onChange({ description })}
        maxLength={10_000}
        rows={4}
        optional
      />
      <PhotoInput
        value={draft.photos}
        onChange={(photos) => onChange({ photos })}
        multiple
        label={t.fieldWork.photos}
      />
    </>
  );
}

/**
 * Puts the report in the outbox, as happening now (the phone's time, so a report sent later
 * keeps when it was seen); during a round it names the round.
 */
export function enqueueIncident(
  accountId: number,
  property: { id: number; name: string },
  draft: IncidentDraft,
  patrolRoundUuid?: string,
): string {
  const optional = (text: string) => (text.trim() === '' ? null : text.trim());
  return enqueueWork({
    type: 'incident',
    account_id: accountId,
    property_name: property.name,
    photos: draft.photos,
    report: {
      property_id: property.id,
      title: draft.title.trim(),
      severity: draft.severity,
      location: optional(draft.location),
      description: optional(draft.description),
      occurred_at: new Date().toISOString(),
      ...(patrolRoundUuid === undefined ? {} : { patrol_round_uuid: patrolRoundUuid }),
    },
  }).uuid;
}
