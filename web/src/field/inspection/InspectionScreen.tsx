import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { api } from '../../api/client.ts';
import type { Session } from '../../api/types.ts';
import { SelectField, TextField } from '../../components/fields.tsx';
import { ConfirmDialog, Loading } from '../../components/ui.tsx';
import { t } from '../../i18n/index.ts';
import { formatDate, formatNumber, today } from '../../lib/format.ts';
import { INSPECTION_SETUP_KEPT, sendQueue, useOnline, useQueue, useRefusal } from '../common.ts';
import { PhotoInput } from '../PhotoInput.tsx';
import { TextArea } from '../TextArea.tsx';
import { SignaturePad } from '../forms/SignaturePad.tsx';
import { forgetPhoto, keepPhoto, keptPhoto } from '../photos.ts';
import {
  clearRefusal,
  enqueueWork,
  forgetRefusedInspection,
  type InspectionRating,
  type QueuedInspection,
  queuedFor,
  REFUSED_INSPECTIONS,
  type RefusedInspection,
  refusedInspections,
  refusedReason,
  SENT_INSPECTIONS,
  sentInspections,
  subscribeQueue,
} from '../queue.ts';
import {
  byType,
  criteriaFor,
  defectAreas,
  draftOf,
  type DraftRating,
  type InspectionDraft,
  type InspectionSetup,
  lacksEvidence,
  ratingKey,
  reopenRefused,
  setDraft,
  type SetupArea,
  type SetupProperty,
  type SetupReinspection,
  type SetupTemplate,
  startKey,
  useDraft,
  walkOrder,
} from './store.ts';
import './inspection.css';

function keptSetup(accountId: number): InspectionSetup | undefined {
  try {
    const kept = JSON.parse(window.localStorage.getItem(INSPECTION_SETUP_KEPT) ?? 'null') as {
      account_id: number;
      setup: InspectionSetup;
    } | null;
    return kept && kept.account_id === accountId ? kept.setup : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The templates and the person's properties with their areas and proposed samples, kept for
 * offline use. The shell asks for it at once (enabled for those who inspect), so an inspection
 * can begin in a basement even when the screen was never opened with a network.
 */
export function useInspectionSetup(accountId: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['field', 'inspection-setup', accountId],
    queryFn: async () => {
      const fresh = await api.get<InspectionSetup>('/inspections/field-setup');
      window.localStorage.setItem(INSPECTION_SETUP_KEPT, JSON.stringify({ account_id: accountId, setup: fresh }));
      return fresh;
    },
    initialData: () => keptSetup(accountId),
    initialDataUpdatedAt: 0,
    networkMode: 'always',
    retry: false,
  });
}

const percentText = (value: number) => t.fieldInspection.percent(formatNumber(value));

function stepLabel(value: string): string {
  if (value === 'pass') return t.fieldInspection.pass;
  if (value === 'fail') return t.fieldInspection.fail;
  return value;
}

/** The quality inspection on the phone: choose, sample, walk the areas, summary, signature. */
export function InspectionScreen({ session, onBack }: { session: Session; onBack: () => void }) {
  const me = session.user?.account_id ?? 0;
  const draft = useDraft(me);
  // Each stage starts at the top of the page.
  // (In braces: newer browsers answer scrollTo with a promise, which must not become the cleanup.)
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [draft?.stage, draft?.area_index]);
  if (!draft) return <Start accountId={me} onBack={onBack} />;
  // Merged into the draft as stored now: a photo or signature kept after an await must not undo a later change.
  const change = (next: Partial<InspectionDraft>) => {
    const current = draftOf(me);
    if (current) setDraft(me, { ...current, ...next });
  };
  switch (draft.stage) {
    case 'sample':
      return <Sample draft={draft} change={change} accountId={me} />;
    case 'area':
      return <Area draft={draft} change={change} accountId={me} />;
    case 'summary':
      return <Summary draft={draft} change={change} />;
    case 'sign':
      return <Sign draft={draft} change={change} accountId={me} />;
  }
}

/** The server's reason for giving a draft back, and what it named, above each stage until completed again. */
function Returned({ draft }: { draft: InspectionDraft }) {
  const refused = draft.refused;
  if (!refused) return null;
  const where = [
    refused.area_name !== undefined ? t.fieldInspection.returnedArea(refused.area_name) : '',
    refused.criterion_label !== undefined ? t.fieldInspection.returnedCriterion(refused.criterion_label) : '',
  ].filter(Boolean);
  // A criterion a revised template no longer has: its rating is simply not sent again.
  const gone =
    refused.criterion_label !== undefined &&
    !draft.template.definition.criteria.some((c) => c.id === refused.criterion_id);
  return (
    <section className="fieldapp__card inspection__returned" role="alert" aria-labelledby="inspection-returned">
      <h2 id="inspection-returned" className="fieldapp__group-title">
        {t.fieldInspection.returnedTitle}
      </h2>
      <p className="inspection__returned-reason">{refusedReason(refused.error)}</p>
      {where.length > 0 ? <p className="muted">{where.join(' · ')}</p> : null}
      {gone && refused.criterion_label !== undefined ? (
        <p>{t.fieldInspection.criterionGone(refused.criterion_label)}</p>
      ) : null}
      <p className="muted">{t.fieldInspection.returnedHint}</p>
    </section>
  );
}

/** Inspections the server gave back, kept on the phone with their photos: opened again to correct them. */
function ReturnedList({
  accountId,
  refreshSetup,
}: {
  accountId: number;
  refreshSetup: () => Promise<InspectionSetup | undefined>;
}) {
  const all = useSyncExternalStore(subscribeQueue, refusedSnapshot);
  const mine = all.filter((r) => r.entry.account_id === accountId);
  const [opening, setOpening] = useState(false);
  if (mine.length === 0) return null;
  const open = async (refused: RefusedInspection) => {
    setOpening(true);
    // The setup as the server has it now (a revised template, the property's areas), else as kept.
    const setup = await refreshSetup().catch(() => undefined);
    setOpening(false);
    clearRefusal();
    window.sessionStorage.removeItem(JUST_DONE);
    reopenRefused(accountId, refused, setup);
  };
  const discard = (refused: RefusedInspection) => {
    for (const localId of refused.entry.photos) void forgetPhoto(localId).catch(() => undefined);
    forgetRefusedInspection(refused.entry.uuid);
  };
  return (
    <section className="fieldapp__card fieldapp__card--spaced" aria-labelledby="inspection-returned-list">
      <h2 id="inspection-returned-list" className="fieldapp__group-title">
        {t.fieldInspection.returnedList}
      </h2>
      <ul className="inspection__list">
        {mine.map((refused) => {
          const draft = refused.entry.draft;
          const area = draft?.areas.find((a) => a.area_id === refused.area_id);
          const criterion = draft?.template.definition.criteria.find((c) => c.id === refused.criterion_id);
          const where = [
            area ? t.fieldInspection.returnedArea(area.name) : '',
            criterion ? t.fieldInspection.returnedCriterion(criterion.label) : '',
          ].filter(Boolean);
          return (
            <li key={refused.entry.uuid} className="inspection__row">
              <span className="inspection__row-name">{refused.entry.property_name}</span>
              <span className="muted">
                {refused.entry.template_name} · {formatDate(refused.entry.start.date)}
              </span>
              <span className="form-error">{refusedReason(refused.error)}</span>
              {where.length > 0 ? <span className="muted">{where.join(' · ')}</span> : null}
              <span className="fieldapp__tag fieldapp__tag--refused">{t.fieldInspection.returned}</span>
              {draft ? (
                <button
                  type="button"
                  className="button button--primary fieldapp__big"
                  disabled={opening}
                  onClick={() => void open(refused)}
                >
                  {t.fieldInspection.correct}
                </button>
              ) : (
                <button type="button" className="button" onClick={() => discard(refused)}>
                  {t.fieldInspection.discard}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** How many of the person's inspections the server gave back to be corrected (for the Forms tab's entry). */
export function useReturnedCount(accountId: number): number {
  return useSyncExternalStore(subscribeQueue, refusedSnapshot).filter((r) => r.entry.account_id === accountId).length;
}

// The refused list is read from localStorage; the snapshot changes only when its text does.
let refusedText = '';
let refusedValue: RefusedInspection[] = [];
function refusedSnapshot() {
  const text = window.localStorage.getItem(REFUSED_INSPECTIONS) ?? '';
  if (text !== refusedText) {
    refusedText = text;
    refusedValue = refusedInspections();
  }
  return refusedValue;
}

function Waiting({ accountId, justDone }: { accountId: number; justDone: string | null }) {
  const waiting = queuedFor(accountId, useQueue()).filter(
    (entry): entry is QueuedInspection => entry.type === 'inspection',
  );
  const sent = useSyncExternalStore(subscribeQueue, sentInspectionsSnapshot);
  const waitingIds = new Set(waiting.map((w) => w.uuid));
  const recent = sent.filter((s) => !waitingIds.has(s.uuid)).slice(0, 5);
  const done = justDone ? (waiting.find((w) => w.uuid === justDone) ?? sent.find((s) => s.uuid === justDone)) : null;
  return (
    <>
      {done ? (
        <section className="fieldapp__card inspection__done" aria-labelledby="inspection-done" role="status">
          <h2 id="inspection-done" className="fieldapp__group-title">
            {t.fieldInspection.doneTitle}
          </h2>
          <p>{waitingIds.has(done.uuid) ? t.fieldInspection.keptOnPhone : t.fieldInspection.sentToServer}</p>
        </section>
      ) : null}
      {waiting.length > 0 ? (
        <section className="fieldapp__card fieldapp__card--spaced" aria-labelledby="inspection-waiting">
          <h2 id="inspection-waiting" className="fieldapp__group-title">
            {t.fieldInspection.waitingList}
          </h2>
          <ul className="inspection__list">
            {waiting.map((entry) => (
              <li key={entry.uuid} className="inspection__row">
                <span className="inspection__row-name">{entry.property_name}</span>
                <span className="muted">
                  {entry.template_name} · {formatDate(entry.start.date)}
                </span>
                <span>
                  {t.fieldInspection.overall}: {t.fieldInspection.computedOnSending}
                </span>
                <span className="fieldapp__tag fieldapp__tag--waiting">{t.fieldInspection.waiting}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {recent.length > 0 ? (
        <section className="fieldapp__card fieldapp__card--spaced" aria-labelledby="inspection-sent">
          <h2 id="inspection-sent" className="fieldapp__group-title">
            {t.fieldInspection.sentList}
          </h2>
          <ul className="inspection__list">
            {recent.map((s) => (
              <li key={s.uuid} className="inspection__row">
                <span className="inspection__row-name">{s.property_name}</span>
                <span className="muted">
                  {s.template_name} · {formatDate(s.date)}
                </span>
                {s.score_shown !== null ? (
                  <span className={s.below_threshold ? 'inspection__below' : 'inspection__passed'}>
                    {t.fieldInspection.overall}: {percentText(s.score_shown)} –{' '}
                    {s.below_threshold ? t.fieldInspection.belowThreshold : t.fieldInspection.passed} (
                    {t.fieldInspection.threshold(percentText(s.threshold_percent))})
                  </span>
                ) : null}
                <span className="fieldapp__tag fieldapp__tag--done">{t.fieldInspection.sent}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

// The sent list is read from localStorage; the snapshot changes only when its text does.
let sentText = '';
let sentValue = sentInspections();
function sentInspectionsSnapshot() {
  const text = window.localStorage.getItem(SENT_INSPECTIONS) ?? '';
  if (text !== sentText) {
    sentText = text;
    sentValue = sentInspections();
  }
  return sentValue;
}

const JUST_DONE = 'ct_field_inspection_just_done';

/** A new inspection on the phone, at its sample: the proposal (or a re-inspection's areas) taken as it is. */
function beginDraft(
  accountId: number,
  property: SetupProperty,
  template: SetupTemplate,
  start: Pick<InspectionDraft, 'seed' | 'proposed' | 'minimum' | 'reinspection'>,
): void {
  window.sessionStorage.removeItem(JUST_DONE);
  clearRefusal();
  setDraft(accountId, {
    uuid: crypto.randomUUID(),
    date: today(),
    property_id: property.id,
    property_name: property.name,
    template,
    areas: property.areas,
    sample: start.proposed,
    stage: 'sample',
    area_index: 0,
    ratings: {},
    representative: '',
    signature: null,
    ...start,
  });
}

function Start({ accountId, onBack }: { accountId: number; onBack: () => void }) {
  const online = useOnline();
  const setup = useInspectionSetup(accountId);
  const refusal = useRefusal(['inspection']);
  const returnedReasons = new Set(
    useSyncExternalStore(subscribeQueue, refusedSnapshot)
      .filter((r) => r.entry.account_id === accountId)
      .map((r) => refusedReason(r.error)),
  );
  const [propertyId, setPropertyId] = useState('');
  const [templateId, setTemplateId] = useState('');
  const justDone = window.sessionStorage.getItem(JUST_DONE);
  const properties = setup.data?.properties ?? [];
  const templates = setup.data?.templates ?? [];
  const waiting = queuedFor(accountId, useQueue());
  const refusedNow = useSyncExternalStore(subscribeQueue, refusedSnapshot);
  const sentNow = useSyncExternalStore(subscribeQueue, sentInspectionsSnapshot);
  // Offers the phone has already followed up (waiting, refused or just sent) are not offered again.
  const followedUp = new Set<number>([
    ...waiting.flatMap((entry) =>
      entry.type === 'inspection' && entry.start.reinspection_of !== undefined ? [entry.start.reinspection_of] : [],
    ),
    ...refusedNow.flatMap((r) => (r.entry.start.reinspection_of !== undefined ? [r.entry.start.reinspection_of] : [])),
    ...sentNow.flatMap((s) => (s.reinspection_of !== undefined ? [s.reinspection_of] : [])),
  ]);
  const offers = (setup.data?.reinspections ?? []).filter(
    (offer) =>
      !followedUp.has(offer.inspection_id) &&
      properties.some((p) => p.id === offer.property_id) &&
      templates.some((x) => x.template_id === offer.template_id),
  );
  const beginReinspection = (offer: SetupReinspection) => {
    const property = properties.find((p) => p.id === offer.property_id);
    const template = templates.find((x) => x.template_id === offer.template_id);
    if (!property || !template) return;
    const sample = defectAreas(offer, property.areas);
    beginDraft(accountId, property, template, {
      seed: 0,
      proposed: sample,
      minimum: {},
      reinspection: { of: offer.inspection_id, date: offer.date, defects: offer.defects },
    });
  };
  const begin = () => {
    const property = properties.find((p) => String(p.id) === propertyId);
    const template = templates.find((x) => String(x.template_id) === templateId);
    const proposal = property?.proposals.find((p) => String(p.template_id) === templateId);
    if (!property || !template || !proposal) return;
    beginDraft(accountId, property, template, {
      seed: proposal.seed,
      proposed: proposal.sample,
      minimum: proposal.minimum_per_area_type,
    });
  };
  return (
    <>
      <button type="button" className="button button--quiet fieldapp__back" onClick={onBack}>
        ‹ {t.fieldInspection.back}
      </button>
      <h1 className="fieldapp__title">{t.fieldInspection.title}</h1>
      {!online ? (
        <p className="fieldapp__notice fieldapp__notice--offline" role="status">
          {t.fieldInspection.setupOffline}
        </p>
      ) : null}
      {refusal && !returnedReasons.has(refusal) ? (
        <p className="form-error" role="alert">
          {refusal}
        </p>
      ) : null}
      <ReturnedList
        accountId={accountId}
        refreshSetup={async () => (online ? (await setup.refetch()).data : setup.data)}
      />
      <Waiting accountId={accountId} justDone={justDone} />
      {setup.isPending && !setup.data ? <Loading /> : null}
      {offers.length > 0 ? (
        <section className="fieldapp__card fieldapp__card--spaced" aria-labelledby="inspection-reinspections">
          <h2 id="inspection-reinspections" className="fieldapp__group-title">
            {t.fieldInspection.reinspections}
          </h2>
          <p className="muted">{t.fieldInspection.reinspectionsHint}</p>
          <ul className="inspection__list">
            {offers.map((offer) => (
              <li key={offer.inspection_id} className="inspection__row">
                <span className="inspection__row-name">{properties.find((p) => p.id === offer.property_id)?.name}</span>
                <span className="muted">
                  {templates.find((x) => x.template_id === offer.template_id)?.name} ·{' '}
                  {t.fieldInspection.reinspectionOfRow(formatDate(offer.date), offer.defects.length)}
                </span>
                {offer.score_shown !== null ? (
                  <span className={offer.below_threshold ? 'inspection__below' : 'inspection__passed'}>
                    {t.fieldInspection.overall}: {percentText(offer.score_shown)}
                  </span>
                ) : null}
                <button
                  type="button"
                  className="button fieldapp__big"
                  aria-label={`${t.fieldInspection.beginReinspection}: ${
                    properties.find((p) => p.id === offer.property_id)?.name ?? ''
                  }, ${formatDate(offer.date)}`}
                  onClick={() => beginReinspection(offer)}
                >
                  {t.fieldInspection.beginReinspection}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {setup.data && (properties.length === 0 || templates.length === 0) ? (
        <p className="fieldapp__notice">{t.fieldInspection.noSetup}</p>
      ) : null}
      {properties.length > 0 && templates.length > 0 ? (
        <section className="fieldapp__card">
          <SelectField
            label={t.fieldInspection.property}
            value={propertyId}
            onChange={setPropertyId}
            options={[
              { value: '', label: t.fieldInspection.chooseProperty },
              ...properties.map((p) => ({ value: String(p.id), label: p.name })),
            ]}
          />
          <SelectField
            label={t.fieldInspection.template}
            value={templateId}
            onChange={setTemplateId}
            options={[
              { value: '', label: t.fieldInspection.chooseTemplate },
              ...templates.map((x) => ({ value: String(x.template_id), label: x.name })),
            ]}
          />
          <button
            type="button"
            className="button button--primary fieldapp__big"
            disabled={propertyId === '' || templateId === ''}
            onClick={begin}
          >
            {t.fieldInspection.begin}
          </button>
        </section>
      ) : null}
    </>
  );
}

function Heading({ draft }: { draft: InspectionDraft }) {
  return (
    <>
      <h1 className="fieldapp__title">{draft.property_name}</h1>
      <p className="muted inspection__where">
        {draft.template.name} · {formatDate(draft.date)}
      </p>
      {draft.reinspection ? (
        <p className="inspection__where">
          {t.fieldInspection.reinspectionHeading(formatDate(draft.reinspection.date))}
        </p>
      ) : null}
      <Returned draft={draft} />
    </>
  );
}

function Discard({ draft, accountId }: { draft: InspectionDraft; accountId: number }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" className="button button--quiet inspection__discard" onClick={() => setAsking(true)}>
        {t.fieldInspection.discard}
      </button>
      {asking ? (
        <ConfirmDialog
          title={t.fieldInspection.discard}
          confirmLabel={t.fieldInspection.discard}
          onConfirm={() => {
            for (const rating of Object.values(draft.ratings))
              for (const localId of rating.photos) void forgetPhoto(localId).catch(() => undefined);
            if (draft.signature) void forgetPhoto(draft.signature).catch(() => undefined);
            setDraft(accountId, undefined);
            return Promise.resolve();
          }}
          onClose={() => setAsking(false)}
        >
          {t.fieldInspection.discardConfirm}
        </ConfirmDialog>
      ) : null}
    </>
  );
}

function Sample({
  draft,
  change,
  accountId,
}: {
  draft: InspectionDraft;
  change: (next: Partial<InspectionDraft>) => void;
  accountId: number;
}) {
  const [adding, setAdding] = useState('');
  const byId = new Map(draft.areas.map((a) => [a.area_id, a]));
  const sampled = draft.sample.map((id) => byId.get(id)).filter((a): a is SetupArea => a !== undefined);
  const others = draft.areas.filter((a) => !draft.sample.includes(a.area_id));
  const def = draft.template.definition;
  return (
    <>
      <Heading draft={draft} />
      <section className="fieldapp__card fieldapp__card--spaced" aria-labelledby="inspection-sample">
        <h2 id="inspection-sample" className="fieldapp__group-title">
          {t.fieldInspection.sample}
        </h2>
        {draft.reinspection ? (
          <p className="muted inspection__rule">{t.fieldInspection.reinspectionSample}</p>
        ) : (
          <>
            <p className="muted inspection__rule">
              {t.fieldInspection.sampleRule(def.samplePercent, def.sampleMinimum)}
            </p>
            <p className="muted inspection__rule">{t.fieldInspection.seed(draft.seed)}</p>
          </>
        )}
        {byType(sampled).map(([type, areas]) => (
          <div key={type} className="inspection__type">
            <h3 className="inspection__type-name">
              {t.fieldInspection.areaType(type)}{' '}
              {draft.reinspection ? null : (
                <span className="muted">({t.fieldInspection.minimum(draft.minimum[type] ?? 0)})</span>
              )}
            </h3>
            <ul className="inspection__list">
              {areas.map((area) => {
                const proposed = draft.proposed.includes(area.area_id);
                return (
                  <li key={area.area_id} className="inspection__sampled">
                    <span className="inspection__row-name">{area.name}</span>
                    <span className="fieldapp__tag">
                      {proposed
                        ? draft.reinspection
                          ? t.fieldInspection.hadDefect
                          : t.fieldInspection.proposed
                        : t.fieldInspection.added}
                    </span>
                    {proposed ? null : (
                      <button
                        type="button"
                        className="button button--small"
                        onClick={() => change({ sample: draft.sample.filter((id) => id !== area.area_id) })}
                      >
                        {t.fieldInspection.remove}
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
        {others.length > 0 ? (
          <div className="inspection__add">
            <SelectField
              label={t.fieldInspection.addArea}
              value={adding}
              onChange={setAdding}
              options={[
                { value: '', label: t.fieldInspection.chooseArea },
                ...others.map((a) => ({
                  value: String(a.area_id),
                  label: `${a.name} (${t.fieldInspection.areaType(a.area_type)})`,
                })),
              ]}
            />
            <button
              type="button"
              className="button"
              disabled={adding === ''}
              onClick={() => {
                change({ sample: [...draft.sample, Number(adding)] });
                setAdding('');
              }}
            >
              {t.fieldInspection.add}
            </button>
          </div>
        ) : null}
        <button
          type="button"
          className="button button--primary fieldapp__big"
          onClick={() => change({ stage: 'area', area_index: 0 })}
        >
          {t.fieldInspection.startWalk}
        </button>
      </section>
      <Discard draft={draft} accountId={accountId} />
    </>
  );
}

const EMPTY_RATING: DraftRating = { note: '', photos: [], defect: false };

function Area({
  draft,
  change,
  accountId,
}: {
  draft: InspectionDraft;
  change: (next: Partial<InspectionDraft>) => void;
  accountId: number;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const order = walkOrder(draft);
  const index = Math.min(draft.area_index, order.length - 1);
  const area = order[index];
  if (!area) return null;
  const criteria = criteriaFor(draft.template, area.area_type);
  const rating = (criterionId: string) => draft.ratings[ratingKey(area.area_id, criterionId)] ?? EMPTY_RATING;
  const setRating = (criterionId: string, next: DraftRating) =>
    change({
      ratings: { ...(draftOf(accountId)?.ratings ?? draft.ratings), [ratingKey(area.area_id, criterionId)]: next },
    });
  const last = index === order.length - 1;
  const go = (next: number | 'summary') => {
    if (next !== 'summary' && next < index) {
      setProblem(null);
      change({ area_index: next });
      return;
    }
    setChecked(true);
    const unrated = criteria.filter((c) => rating(c.id).step === undefined).length;
    const lacking = criteria.filter((c) => lacksEvidence(rating(c.id))).length;
    if (unrated > 0 || lacking > 0) {
      setProblem(
        [
          unrated > 0 ? t.fieldInspection.rateAll(unrated) : '',
          lacking > 0 ? t.fieldInspection.fixDefects(lacking) : '',
        ]
          .filter(Boolean)
          .join(' '),
      );
      return;
    }
    setProblem(null);
    setChecked(false);
    change(next === 'summary' ? { stage: 'summary' } : { area_index: next });
  };
  return (
    <>
      <Heading draft={draft} />
      <section className="fieldapp__card fieldapp__card--spaced" aria-labelledby="inspection-area">
        <p className="muted inspection__progress">{t.fieldInspection.areaOf(index + 1, order.length)}</p>
        <h2 id="inspection-area" className="inspection__area-name">
          {area.name}
        </h2>
        <p className="muted inspection__area-type">{t.fieldInspection.areaType(area.area_type)}</p>
        <ul className="inspection__criteria">
          {criteria.map((criterion) => (
            <Criterion
              key={criterion.id}
              label={criterion.label}
              steps={draft.template.definition.scale.steps}
              rating={rating(criterion.id)}
              named={draft.refused?.area_id === area.area_id && draft.refused.criterion_id === criterion.id}
              previous={draft.reinspection?.defects.find(
                (d) => d.area_id === area.area_id && d.criterion_id === criterion.id,
              )}
              previousDate={draft.reinspection?.date}
              showProblem={checked}
              onChange={(next) => setRating(criterion.id, next)}
            />
          ))}
        </ul>
        {problem ? (
          <p className="form-error" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="inspection__nav">
          {index > 0 ? (
            <button type="button" className="button fieldapp__big" onClick={() => go(index - 1)}>
              ‹ {t.fieldInspection.previous}
            </button>
          ) : (
            <button type="button" className="button fieldapp__big" onClick={() => change({ stage: 'sample' })}>
              ‹ {t.fieldInspection.sample}
            </button>
          )}
          <button
            type="button"
            className="button button--primary fieldapp__big"
            onClick={() => go(last ? 'summary' : index + 1)}
          >
            {last ? t.fieldInspection.toSummary : `${t.fieldInspection.next} ›`}
          </button>
        </div>
      </section>
    </>
  );
}

function Criterion({
  label,
  steps,
  rating,
  named,
  previous,
  previousDate,
  showProblem,
  onChange,
}: {
  label: string;
  steps: { value: string; percent: number }[];
  rating: DraftRating;
  /** The criterion the server named when it gave the inspection back. */
  named: boolean;
  /** In a re-inspection: the defect the followed-up inspection found here, and that inspection's date. */
  previous?: { note: string | null } | undefined;
  previousDate?: string | undefined;
  showProblem: boolean;
  onChange: (next: DraftRating) => void;
}) {
  const nameId = useId();
  const errorId = useId();
  const lacking = lacksEvidence(rating);
  return (
    <li
      className={`inspection__criterion${rating.defect ? ' inspection__criterion--defect' : ''}${
        showProblem && rating.step === undefined ? ' inspection__criterion--open' : ''
      }${named ? ' inspection__criterion--named' : ''}`}
      role="group"
      aria-labelledby={nameId}
      aria-describedby={lacking && showProblem ? errorId : undefined}
    >
      <span id={nameId} className="inspection__criterion-name">
        {label}
      </span>
      {previous && previousDate !== undefined ? (
        <p className="inspection__previous">
          {t.fieldInspection.previousDefect(formatDate(previousDate), previous.note)}
        </p>
      ) : null}
      <div className="inspection__steps">
        {steps.map((step) => (
          <button
            key={step.value}
            type="button"
            className="button inspection__step"
            aria-label={`${stepLabel(step.value)} · ${percentText(step.percent)}`}
            aria-pressed={rating.step === step.value}
            onClick={() => onChange({ ...rating, step: step.value })}
          >
            <span className="inspection__step-value">{stepLabel(step.value)}</span>
            <span className="inspection__step-percent">{percentText(step.percent)}</span>
          </button>
        ))}
      </div>
      <div className="inspection__marks">
        <button
          type="button"
          className="button inspection__step inspection__step--na"
          aria-pressed={rating.step === null}
          onClick={() => onChange({ ...rating, step: null })}
        >
          {t.fieldInspection.notApplicable}
        </button>
        <button
          type="button"
          className="button inspection__defect"
          aria-pressed={rating.defect}
          onClick={() => onChange({ ...rating, defect: !rating.defect })}
        >
          {rating.defect ? '✓ ' : ''}
          {t.fieldInspection.defect}
        </button>
      </div>
      <TextArea
        label={t.fieldInspection.note}
        value={rating.note}
        optional={!rating.defect}
        maxLength={2000}
        rows={2}
        onChange={(note) => onChange({ ...rating, note })}
      />
      <PhotoInput
        value={rating.photos}
        multiple
        label={t.fieldInspection.photos}
        onChange={(photos) => onChange({ ...rating, photos: photos.slice(0, 10) })}
      />
      {lacking ? (
        <p className={showProblem ? 'form-error' : 'muted'} id={errorId}>
          {t.fieldInspection.defectNeedsEvidence}
        </p>
      ) : null}
    </li>
  );
}

function Summary({ draft, change }: { draft: InspectionDraft; change: (next: Partial<InspectionDraft>) => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const order = walkOrder(draft);
  const all = order.flatMap((area) =>
    criteriaFor(draft.template, area.area_type).map((c) => ({
      area,
      criterion: c,
      rating: draft.ratings[ratingKey(area.area_id, c.id)],
    })),
  );
  const rated = all.filter((x) => x.rating?.step !== undefined && x.rating.step !== null).length;
  const na = all.filter((x) => x.rating?.step === null).length;
  const defects = all.filter((x) => x.rating?.defect).length;
  return (
    <>
      <Heading draft={draft} />
      <section className="fieldapp__card fieldapp__card--spaced" aria-labelledby="inspection-summary">
        <h2 id="inspection-summary" className="fieldapp__group-title">
          {t.fieldInspection.summary}
        </h2>
        <dl className="fieldapp__facts">
          <div>
            <dt>{t.fieldInspection.overall}</dt>
            <dd>{t.fieldInspection.computedOnSending}</dd>
          </div>
          <div>
            <dt>{t.fieldInspection.sample}</dt>
            <dd>
              {t.fieldInspection.rated(rated, all.length)}
              {na > 0 ? ` · ${t.fieldInspection.notApplicableCount(na)}` : ''}
            </dd>
          </div>
          <div>
            <dt>{t.fieldInspection.defectsLabel}</dt>
            <dd>{t.fieldInspection.defects(defects)}</dd>
          </div>
          <div>
            <dt>{t.fieldInspection.thresholdLabel}</dt>
            <dd>{percentText(draft.template.definition.thresholdPercent)}</dd>
          </div>
        </dl>
        <ul className="inspection__summary">
          {order.map((area, index) => (
            <li key={area.area_id} className="inspection__summary-area">
              <div className="inspection__summary-head">
                <span className="inspection__row-name">{area.name}</span>
                <button
                  type="button"
                  className="button button--small"
                  onClick={() => change({ stage: 'area', area_index: index })}
                >
                  {t.fieldInspection.edit}
                </button>
              </div>
              <ul className="inspection__summary-ratings">
                {criteriaFor(draft.template, area.area_type).map((c) => {
                  const r = draft.ratings[ratingKey(area.area_id, c.id)];
                  return (
                    <li key={c.id} className={r?.defect ? 'inspection__summary-defect' : undefined}>
                      <span>{c.label}</span>
                      <span className="inspection__summary-step">
                        {r?.step === null || r?.step === undefined
                          ? t.fieldInspection.notApplicable
                          : stepLabel(r.step)}
                        {r?.defect ? ` · ${t.fieldInspection.defect}` : ''}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
        {problem ? (
          <p className="form-error" role="alert">
            {problem}
          </p>
        ) : null}
        <button
          type="button"
          className="button button--primary fieldapp__big"
          onClick={() => {
            if (rated === 0) {
              setProblem(t.fieldInspection.nothingRated);
              return;
            }
            change({ stage: 'sign' });
          }}
        >
          {t.fieldInspection.toSignature}
        </button>
      </section>
    </>
  );
}

function KeptSignature({ localId, name }: { localId: string; name: string }) {
  const [url, setUrl] = useState<string | undefined>();
  useEffect(() => {
    let made: string | undefined;
    let live = true;
    void keptPhoto(localId).then((blob) => {
      if (!blob || !live) return;
      made = URL.createObjectURL(blob);
      setUrl(made);
    });
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [localId]);
  return url ? <img className="signature__image" src={url} alt={t.fieldInspection.signedBy(name)} /> : null;
}

function Sign({
  draft,
  change,
  accountId,
}: {
  draft: InspectionDraft;
  change: (next: Partial<InspectionDraft>) => void;
  accountId: number;
}) {
  const client = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  // The pad while signing; a signature kept from before (a reload) shows as its picture.
  const [drawing, setDrawing] = useState(draft.signature === null);
  const replace = async (blob: Blob | null) => {
    const before = draftOf(accountId)?.signature;
    if (before) await forgetPhoto(before).catch(() => undefined);
    change({ signature: blob ? await keepPhoto(blob) : null });
  };
  const complete = () => {
    const name = draft.representative.trim();
    if (draft.signature && name === '') {
      setProblem(t.fieldInspection.needsName);
      return;
    }
    const ratings: InspectionRating[] = walkOrder(draft).flatMap((area) =>
      criteriaFor(draft.template, area.area_type).map((c) => {
        const r = draft.ratings[ratingKey(area.area_id, c.id)] ?? EMPTY_RATING;
        return {
          area_id: area.area_id,
          criterion_id: c.id,
          step: r.step ?? null,
          note: r.note.trim() === '' ? null : r.note.trim(),
          defect: r.defect,
          photos: r.photos,
        };
      }),
    );
    const start = {
      property_id: draft.property_id,
      template_id: draft.template.template_id,
      date: draft.date,
      sample: draft.sample,
      ...(draft.reinspection ? { reinspection_of: draft.reinspection.of } : { seed: draft.seed }),
    };
    // Sent again after a refusal: the same uuid, unless the server may keep another start under
    // it (the sample was changed after the server had started it), which would be uuid_conflict.
    const sentStart = draft.refused?.sent_start ?? null;
    const uuid = sentStart !== null && sentStart !== startKey(start) ? crypto.randomUUID() : draft.uuid;
    const kept: InspectionDraft = { ...draft, uuid };
    delete kept.refused;
    enqueueWork({
      type: 'inspection',
      uuid,
      account_id: accountId,
      start,
      ratings,
      client_representative_name: name === '' ? null : name,
      signature: draft.signature,
      photos: [...ratings.flatMap((r) => r.photos), ...(draft.signature ? [draft.signature] : [])],
      property_name: draft.property_name,
      template_name: draft.template.name,
      draft: kept,
      ...(draft.refused ? { uploaded: draft.refused.uploaded } : {}),
    });
    window.sessionStorage.setItem(JUST_DONE, uuid);
    clearRefusal();
    setDraft(accountId, undefined);
    void sendQueue(client, accountId);
  };
  return (
    <>
      <Heading draft={draft} />
      <section className="fieldapp__card fieldapp__card--spaced" aria-labelledby="inspection-sign">
        <h2 id="inspection-sign" className="fieldapp__group-title">
          {t.fieldInspection.signature}
        </h2>
        <TextField
          label={t.fieldInspection.representative}
          value={draft.representative}
          maxLength={200}
          autoComplete="off"
          onChange={(representative) => change({ representative })}
        />
        <p className="field__label">{t.fieldInspection.sign}</p>
        {draft.signature && !drawing ? (
          <div className="signature">
            <KeptSignature localId={draft.signature} name={draft.representative} />
            <button
              type="button"
              className="button button--small"
              onClick={() => {
                setDrawing(true);
                void replace(null);
              }}
            >
              {t.fieldInspection.signAgain}
            </button>
          </div>
        ) : (
          <SignaturePad
            label={t.fieldInspection.sign}
            onDrawn={(png) => void replace(png)}
            onCleared={() => void replace(null)}
          />
        )}
        {problem ? (
          <p className="form-error" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="inspection__nav">
          <button type="button" className="button fieldapp__big" onClick={() => change({ stage: 'summary' })}>
            ‹ {t.fieldInspection.back}
          </button>
          <button type="button" className="button button--primary fieldapp__big" onClick={complete}>
            {t.fieldInspection.complete}
          </button>
        </div>
      </section>
    </>
  );
}
