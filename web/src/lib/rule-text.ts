import { t } from '../i18n/index.ts';

/** A working-time rule (ArbZG) broken, with what was measured, as the portal and the phone say it. */
export interface RuleFinding {
  rule: 'daily_max' | 'breaks' | 'stretch' | 'rest' | 'sunday' | 'holiday';
  actual_minutes: number;
  limit_minutes: number;
}

const hhmm = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

export function ruleText(finding: RuleFinding): string {
  const words = t.timeSheet.rules;
  switch (finding.rule) {
    case 'daily_max':
      return words.daily_max(hhmm(finding.actual_minutes));
    case 'breaks':
      return words.breaks(finding.actual_minutes, finding.limit_minutes);
    case 'stretch':
      return words.stretch(hhmm(finding.actual_minutes));
    case 'rest':
      return words.rest(hhmm(finding.actual_minutes));
    case 'sunday':
      return words.sunday;
    case 'holiday':
      return words.holiday;
  }
}
