// A person's shifts rebuilt from their clock taps, ordered by the phone's time of each tap.
// The phone sends its taps in order, but two phones, a lost answer or a refusal can make
// them arrive in any order; the shifts are a function of the set of taps, never of the
// order they arrived in, so any order and any number of deliveries give the same shifts.
//
// Which tap belongs to which shift: a start opens a shift; every pause, resume and end after
// it (by the phone's time) and before the person's next start belongs to it. Taps before a
// person's first start wait for their start. Within a shift the taps are read as the phone
// allows them to be made (start, pause, resume, …, end); what does not fit is kept and
// ignored for time: a second pause while a break runs (the break began at the first), a
// resume without a break, anything after the shift's first end. A break still running at
// the end ends with the shift. A shift without an end that is followed by a later start
// (its end has not arrived yet, or never will) is closed at its last tap, so that only a
// person's latest shift can be running; its end, when it arrives, sets the time.

import type { ClockActionKind } from './working-time.tables.js';

export interface Tap {
  uuid: string;
  kind: ClockActionKind;
  /** The phone's clock when the person tapped, ms. */
  at: number;
  note: string | null;
}

export interface TapShift {
  /** The uuid of the start tap, which is the shift's uuid. */
  startUuid: string;
  start: number;
  /** The first end tap's time; null while none has arrived. */
  end: number | null;
  breaks: { start: number; end: number | null }[];
  /** The note given with the end, if any. */
  endNote: string | null;
  /** The taps that belong to the shift (the start included). */
  taps: string[];
  /** Taps of the shift kept but not counted (a resume without a break, a tap after the end, …). */
  ignored: string[];
  /** True when the shift has no end of its own but a later start exists: closed at its last tap. */
  endMissing: boolean;
}

export interface TapShifts {
  shifts: TapShift[];
  /** Taps before the first start, waiting for it. */
  waiting: string[];
}

// At the same instant: an end belongs to the shift before a start, a pause and a resume to the shift after it.
const RANK: Record<ClockActionKind, number> = { end: 0, start: 1, pause: 2, resume: 3 };

/** Taps in the order they were made: the phone's time, then the kind, then the uuid (any fixed order). */
export function orderTaps<T extends Tap>(taps: readonly T[]): T[] {
  return [...taps].sort(
    (a, b) => a.at - b.at || RANK[a.kind] - RANK[b.kind] || (a.uuid < b.uuid ? -1 : a.uuid > b.uuid ? 1 : 0),
  );
}

/**
 * The shifts the taps make (see the comment at the top of this file). `closedAt` names the
 * shifts the office has closed or deleted, by their start's uuid, with the time they end: a
 * tap after it is not theirs (it waits for its own start, like a tap before the first start).
 */
export function shiftsFromTaps(taps: readonly Tap[], closedAt: ReadonlyMap<string, number> = new Map()): TapShifts {
  const ordered = orderTaps(taps);
  const waiting: string[] = [];
  const shifts: TapShift[] = [];
  let current: TapShift | undefined;
  // Whether a break runs at the tap read last, and that tap's time.
  let paused = false;
  let lastAt = 0;
  for (const tap of ordered) {
    if (tap.kind === 'start') {
      if (current && current.end === null) {
        // A later start came before this shift's end: closed at its last tap until the end arrives.
        current.end = lastAt;
        current.endMissing = true;
        const open = current.breaks.at(-1);
        if (open && open.end === null) open.end = lastAt;
      }
      current = {
        startUuid: tap.uuid,
        start: tap.at,
        end: null,
        breaks: [],
        endNote: null,
        taps: [tap.uuid],
        ignored: [],
        endMissing: false,
      };
      shifts.push(current);
      paused = false;
      lastAt = tap.at;
      continue;
    }
    const bound = current ? closedAt.get(current.startUuid) : undefined;
    if (!current || (bound !== undefined && tap.at > bound)) {
      waiting.push(tap.uuid);
      continue;
    }
    current.taps.push(tap.uuid);
    if (current.end !== null) {
      current.ignored.push(tap.uuid);
      continue;
    }
    switch (tap.kind) {
      case 'pause':
        if (paused) {
          current.ignored.push(tap.uuid);
          continue;
        }
        current.breaks.push({ start: tap.at, end: null });
        paused = true;
        break;
      case 'resume': {
        const open = current.breaks.at(-1);
        if (!paused || !open) {
          current.ignored.push(tap.uuid);
          continue;
        }
        open.end = tap.at;
        paused = false;
        break;
      }
      case 'end': {
        const open = current.breaks.at(-1);
        if (paused && open) open.end = tap.at;
        paused = false;
        current.end = tap.at;
        current.endNote = tap.note;
        break;
      }
    }
    lastAt = tap.at;
  }
  return { shifts, waiting };
}

/** The times of a shift as they count: start, end, breaks. */
export interface ShiftTimes {
  start: number;
  end: number | null;
  breaks: readonly { start: number; end: number | null }[];
}

const breakKey = (b: { start: number; end: number | null }) => `${b.start}-${b.end ?? ''}`;

export function sameTimes(a: ShiftTimes, b: ShiftTimes): boolean {
  return (
    a.start === b.start &&
    a.end === b.end &&
    a.breaks.length === b.breaks.length &&
    a.breaks.every((x, i) => breakKey(x) === breakKey(b.breaks[i] ?? { start: Number.NaN, end: null }))
  );
}

function span(times: ShiftTimes): [number, number] {
  const points = [times.start, ...(times.end === null ? [] : [times.end])];
  for (const b of times.breaks) points.push(b.start, ...(b.end === null ? [] : [b.end]));
  return [Math.min(...points), Math.max(...points)];
}

/**
 * The first and last instant whose counting a change of a shift touches (null: none): a new
 * shift, or a changed end, touches the whole shift (ending brings the whole shift into the
 * records); a changed break, the breaks that differ.
 */
export function changedSpan(before: ShiftTimes | undefined, after: ShiftTimes | undefined): [number, number] | null {
  if (!before && !after) return null;
  if (!before || !after) return span((before ?? after) as ShiftTimes);
  if (sameTimes(before, after)) return null;
  if (before.start !== after.start || before.end !== after.end) {
    const [a1, a2] = span(before);
    const [b1, b2] = span(after);
    return [Math.min(a1, b1), Math.max(a2, b2)];
  }
  const kept = new Set(after.breaks.map(breakKey));
  const had = new Set(before.breaks.map(breakKey));
  const points: number[] = [];
  for (const b of [
    ...before.breaks.filter((x) => !kept.has(breakKey(x))),
    ...after.breaks.filter((x) => !had.has(breakKey(x))),
  ]) {
    points.push(b.start, ...(b.end === null ? [] : [b.end]));
  }
  return points.length === 0 ? null : [Math.min(...points), Math.max(...points)];
}
