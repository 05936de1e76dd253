import type { IncidentSeverity, IncidentStatus } from '../api/incidents.ts';

/** The badge tone of an incident's status and severity, in the list and the detail. */
export const STATUS_TONE = {
  open: 'warning',
  in_progress: 'neutral',
  resolved: 'success',
  closed: 'neutral',
} as const satisfies Record<IncidentStatus, 'success' | 'neutral' | 'warning' | 'danger'>;

export const SEVERITY_TONE = {
  low: 'neutral',
  medium: 'neutral',
  high: 'warning',
  critical: 'danger',
} as const satisfies Record<IncidentSeverity, 'success' | 'neutral' | 'warning' | 'danger'>;
