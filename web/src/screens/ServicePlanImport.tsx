import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, useState } from 'react';
import { useRefreshingMutation } from '../api/queries.ts';
import { IMPORT_MAX_BYTES, type PlanImportReport, planEndpoints, planKeys } from '../api/service-plans.ts';
import { Dialog } from '../components/Dialog.tsx';
import { Icon } from '../components/Icon.tsx';
import { useToast } from '../components/Toasts.tsx';
import { Badge, FormError } from '../components/ui.tsx';
import { t } from '../i18n/index.ts';

/** The file's bytes as base64 (the server finds the encoding and the delimiter itself). */
function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result.replace(/^data:[^,]*,/, '') : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

const statusTone = { new: 'success', updated: 'warning', unchanged: 'neutral' } as const;

/**
 * Importing an LV from CSV: choosing a file runs a dry run, which shows every refused line
 * and what would be created or changed; Import is offered only when no line is refused.
 */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const [chosen, setChosen] = useState<{ name: string; data: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [report, setReport] = useState<PlanImportReport | null>(null);
  // A dry run changes nothing: no query to refresh.
  const check = useMutation({ mutationFn: (data: string) => planEndpoints.importCsv({ file: data, dry_run: true }) });
  const run = useRefreshingMutation(
    (data: string) => planEndpoints.importCsv({ file: data, dry_run: false }),
    [planKeys.all],
  );

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setReport(null);
    run.reset();
    if (file.size > IMPORT_MAX_BYTES) {
      setChosen(null);
      setProblem(t.servicePlans.csv.tooLarge);
      return;
    }
    setProblem(null);
    const data = await readAsBase64(file);
    setChosen({ name: file.name, data });
    check.mutate(data, { onSuccess: setReport });
  };

  const importNow = () => {
    if (!chosen) return;
    run.mutate(chosen.data, {
      onSuccess: (done) => {
        toast(t.servicePlans.csv.done(done.counts.services_new + done.counts.services_updated));
        onClose();
      },
      // Refused after all (the file or the properties changed): show the fresh dry run.
      onError: () => check.mutate(chosen.data, { onSuccess: setReport }),
    });
  };

  const refusals = report?.refusals ?? [];
  const csv = t.servicePlans.csv;
  return (
    <Dialog title={csv.title} onClose={onClose} size="large" dirty={false}>
      <div className="form">
        <p className="muted plan-import__intro">{csv.intro}</p>
        <div className="form__actions plan-import__file">
          <label className="button">
            <Icon name="upload" size={16} />
            {chosen ? csv.chooseOther : csv.choose}
            <input
              type="file"
              accept=".csv,text/csv,text/plain"
              className="visually-hidden"
              onChange={(event) => void choose(event)}
              disabled={check.isPending || run.isPending}
              data-testid="plan-import-file"
            />
          </label>
          {chosen && report ? <span className="muted">{csv.file(chosen.name, report.lines)}</span> : null}
        </div>
        {problem ? (
          <p className="form-error" role="alert">
            {problem}
          </p>
        ) : null}
        <FormError error={check.error} />
        {check.isPending ? (
          <p className="muted" role="status">
            {csv.checking}
          </p>
        ) : null}
        {report && !check.isPending ? (
          <>
            {refusals.length > 0 ? (
              <section aria-labelledby="plan-import-refused">
                <h3 id="plan-import-refused" className="plan-import__heading plan-import__heading--danger">
                  {csv.refusedTitle(refusals.length)}
                </h3>
                <p className="muted">{csv.refusedHint}</p>
                <div className="table-wrap">
                  <table className="table table--stack" data-testid="plan-import-refusals">
                    <thead>
                      <tr>
                        <th scope="col">{csv.columns.line}</th>
                        <th scope="col">{csv.columns.reason}</th>
                        <th scope="col">{csv.columns.column}</th>
                        <th scope="col">{csv.columns.value}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {refusals.map((r, i) => (
                        <tr key={`${r.line}-${r.code}-${i}`}>
                          <th scope="row" className="cell-strong">
                            {csv.lineNo(r.line)}
                          </th>
                          <td data-label={csv.columns.reason}>
                            {csv.reasons[r.code] ?? r.code}
                            {r.other_line !== null ? ` (${csv.sameAs(r.other_line)})` : null}
                          </td>
                          <td data-label={csv.columns.column}>
                            {r.column === null ? '–' : (csv.columnNames[r.column] ?? r.column)}
                          </td>
                          <td data-label={csv.columns.value}>
                            {r.value === null ? '–' : <code className="code">{r.value}</code>}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </section>
            ) : (
              <p className="plan-import__ok" role="status">
                <Icon name="check" size={18} />
                {csv.noRefusals} {csv.summary(report.counts)}
              </p>
            )}
            {report.properties.length > 0 ? (
              <section aria-labelledby="plan-import-plan">
                <h3 id="plan-import-plan" className="plan-import__heading">
                  {csv.willDo}
                </h3>
                <div className="table-wrap">
                  <table className="table table--stack" data-testid="plan-import-plan">
                    <thead>
                      <tr>
                        <th scope="col">{csv.columns.line}</th>
                        <th scope="col">{csv.columns.property}</th>
                        <th scope="col">{csv.columns.area}</th>
                        <th scope="col">{csv.columns.service}</th>
                        <th scope="col">{csv.columns.frequency}</th>
                        <th scope="col">{csv.columns.status}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {report.properties.flatMap((property) =>
                        property.areas.flatMap((area) =>
                          area.services.map((service) => (
                            <tr key={service.line}>
                              <th scope="row">{csv.lineNo(service.line)}</th>
                              <td data-label={csv.columns.property}>{property.property_name}</td>
                              <td data-label={csv.columns.area}>
                                {area.name}
                                {area.status === 'new' ? <span className="muted"> ({csv.newArea})</span> : null}
                              </td>
                              <td data-label={csv.columns.service}>
                                <span className="cell-strong">{service.title}</span>
                                {service.expected_minutes === null ? null : (
                                  <span className="muted plan-import__minutes">
                                    {t.servicePlans.minutesText(service.expected_minutes)}
                                  </span>
                                )}
                              </td>
                              <td data-label={csv.columns.frequency}>{service.sentence}</td>
                              <td data-label={csv.columns.status} className="plan-import__status">
                                <Badge tone={statusTone[service.status]}>{csv.status[service.status]}</Badge>
                              </td>
                            </tr>
                          )),
                        ),
                      )}
                    </tbody>
                  </table>
                </div>
              </section>
            ) : null}
          </>
        ) : null}
        <FormError error={run.error} />
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            {t.common.cancel}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={!report || refusals.length > 0 || report.lines === 0 || check.isPending || run.isPending}
            onClick={importNow}
          >
            {run.isPending ? csv.running : csv.run}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
