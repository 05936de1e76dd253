import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { reportEndpoints, reportFileUrl, reportKeys, type ReportKind } from '../api/reports.ts';
import { t } from '../i18n/index.ts';
import { errorMessage } from '../lib/errors.ts';
import { formatFileSize } from '../lib/format.ts';
import { Icon } from './Icon.tsx';

/** How often the button asks whether the PDF is ready. */
const POLL_MS = 1000;

/**
 * Generates a PDF report of a form response, an incident, a patrol round or (with its
 * period) a property's patrol rounds: asks the server for one, watches it until it is
 * ready, then downloads it (and keeps a link to download it again). A failure says why and
 * offers to try again. Give it a `key` that changes with the subject or period, so a new
 * one starts afresh.
 */
export function ReportButton({
  kind,
  subjectId,
  period,
  disabled = false,
}: {
  kind: ReportKind;
  subjectId: number;
  /** patrol_period: the first and last day. */
  period?: { from: string; to: string };
  disabled?: boolean;
}) {
  const [reportId, setReportId] = useState<number | undefined>(undefined);
  const downloaded = useRef<number | undefined>(undefined);
  const request = useMutation({
    mutationFn: () =>
      reportEndpoints.request({
        kind,
        subject_id: subjectId,
        ...(period !== undefined ? { period_from: period.from, period_to: period.to } : {}),
      }),
    onSuccess: (created) => setReportId(created.id),
  });
  const report = useQuery({
    queryKey: reportKeys.detail(reportId ?? 0),
    queryFn: () => reportEndpoints.get(reportId ?? 0),
    enabled: reportId !== undefined,
    refetchInterval: (current) => (current.state.data?.status === 'pending' ? POLL_MS : false),
  });
  const status = report.data?.status;

  useEffect(() => {
    // Download once, when this report becomes ready.
    if (reportId !== undefined && status === 'ready' && downloaded.current !== reportId) {
      downloaded.current = reportId;
      window.location.assign(reportFileUrl(reportId));
    }
  }, [reportId, status]);

  const working = request.isPending || (reportId !== undefined && (status === undefined || status === 'pending'));
  const failure = request.error ?? report.error;
  const start = () => {
    setReportId(undefined);
    request.mutate();
  };

  return (
    <div className="report-button" data-testid={`report-button-${kind}`}>
      <button
        type="button"
        className="button button--quiet"
        onClick={start}
        disabled={working || disabled}
        aria-busy={working}
      >
        {working ? <span className="spinner" aria-hidden="true" /> : <Icon name="download" size={18} />}
        <span>{working ? t.reports.generating : t.reports.generate}</span>
      </button>
      <div aria-live="polite" className="report-button__status">
        {status === 'ready' && report.data && reportId !== undefined ? (
          <span>
            {t.reports.ready(report.data.page_count ?? 0, formatFileSize(report.data.byte_size ?? 0))}{' '}
            <a href={reportFileUrl(reportId)} download={report.data.file_name}>
              {t.reports.downloadAgain}
            </a>
          </span>
        ) : null}
      </div>
      {status === 'failed' || failure ? (
        <div className="form-error" role="alert">
          <Icon name="alert" size={18} />
          <span>
            {status === 'failed' ? (report.data?.error ?? t.reports.failed) : errorMessage(failure)}{' '}
            <button type="button" className="button button--link" onClick={start}>
              {t.reports.retry}
            </button>
          </span>
        </div>
      ) : null}
    </div>
  );
}
