import type { AccountActor } from '../modules/access/actor.js';
import { changeIncidentStatus, commentOnIncident } from '../modules/incidents/incident-workflow.service.js';
import type { PortalIncidentDetailDto } from '../modules/incidents/incidents.schema.js';
import type { ServiceDeps } from '../modules/shared/context.js';

// The office's work on the demo's incidents: status moves and comments made through the
// workflow service, as the portal makes them, each at its own moment in the past (the
// service is handed a clock that reads that moment), so the incident's history, its
// resolved_at and the audit log tell the same story.

type IncidentStatus = PortalIncidentDetailDto['status'];

/** One entry of an incident's history: a status move (with its comment) or a comment alone. */
export interface IncidentStep {
  /** Hours after the incident occurred. */
  hours: number;
  by: 'admin' | 'manager';
  status?: IncidentStatus;
  comment: string;
}

/**
 * Plays the steps in order, each at occurredAt + hours (never later than now, and never
 * before the step before), and answers the incident's status and the time of its last change.
 */
export async function playIncidentHistory(
  deps: ServiceDeps,
  office: Record<IncidentStep['by'], AccountActor>,
  incident: { id: number; status: IncidentStatus; occurredAt: number; reportedAt: number },
  steps: readonly IncidentStep[],
): Promise<{ status: IncidentStatus; lastChangeAt: number }> {
  const now = deps.clock();
  let status = incident.status;
  let last = incident.reportedAt;
  for (const step of steps) {
    const at = Math.max(last + 1_000, Math.min(now, incident.occurredAt + step.hours * 3_600_000));
    const atThatMoment: ServiceDeps = { ...deps, clock: () => at };
    const actor = office[step.by];
    if (step.status !== undefined) {
      status = (
        await changeIncidentStatus(atThatMoment, actor, incident.id, { status: step.status, comment: step.comment })
      ).status;
    } else {
      await commentOnIncident(atThatMoment, actor, incident.id, { text: step.comment });
    }
    last = at;
  }
  return { status, lastChangeAt: last };
}
