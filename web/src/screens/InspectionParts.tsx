import type { InspectionRow } from '../api/inspections.ts';
import { Badge } from '../components/ui.tsx';
import { locale, t } from '../i18n/index.ts';

// What the inspection list and one inspection show alike: scores, thresholds and the badge.

/** A score as shown: one decimal (the server rounds half up), with the locale's decimal sign. */
export function formatPercent(value: number): string {
  return `${value.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;
}

/** A threshold: whole numbers without decimals. */
export function formatThreshold(value: number): string {
  return `${value.toLocaleString(locale, { maximumFractionDigits: 1 })} %`;
}

/** Passed, below the threshold (in words, not colour alone) or a draft. */
export function ScoreBadge({ row }: { row: Pick<InspectionRow, 'status' | 'below_threshold'> }) {
  if (row.status === 'draft') return <Badge tone="neutral">{t.inspections.status.draft}</Badge>;
  return row.below_threshold ? (
    <Badge tone="danger">{t.inspections.below}</Badge>
  ) : (
    <Badge tone="success">{t.inspections.passed}</Badge>
  );
}
