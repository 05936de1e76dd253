import { api, query } from './client.ts';

// The payroll master data: personnel numbers and target hours, absences, the holiday
// calendar and the working-time rules (docs/portal.md, "Payroll").

export interface PayrollProfile {
  account_id: number;
  personnel_number: string | null;
  cost_centre: string | null;
  weekly_target_minutes: number;
  /** Monday = 1 … Sunday = 64. */
  work_days: number;
}

export type AbsenceKind = 'vacation' | 'sick' | 'other';

export interface Absence {
  id: number;
  account_id: number;
  day: string;
  kind: AbsenceKind;
  half_day: boolean;
  note: string | null;
}

export interface Holiday {
  day: string;
  name: string;
}

export interface AbsenceMonth {
  people: { account_id: number; name: string; work_days: number }[];
  data: Absence[];
  holidays: Holiday[];
  locked_days: string[];
  codes: { vacation: string; sick: string; other: string; holiday: string };
}

export interface WorkingTimeSettings {
  rounding_minutes: 0 | 1 | 5 | 15;
  break_rule_warnings: boolean;
  store_location: boolean;
  vacation_code: string;
  sick_code: string;
  other_code: string;
  holiday_code: string;
}

export const payrollKeys = {
  profiles: ['payroll-profiles'] as const,
  absences: ['absences'] as const,
  holidays: ['holidays'] as const,
  settings: ['working-time-settings'] as const,
};

export const payrollEndpoints = {
  profiles: async () => (await api.get<{ data: PayrollProfile[] }>('/payroll-profiles')).data,
  saveProfile: (accountId: number, body: Omit<PayrollProfile, 'account_id'>) =>
    api.put<PayrollProfile>(`/accounts/${accountId}/payroll-profile`, body),
  absences: (from: string, to: string) => api.get<AbsenceMonth>(`/absences${query({ from, to })}`),
  addAbsence: (body: {
    account_id: number;
    from: string;
    to: string;
    kind: AbsenceKind;
    half_day: boolean;
    note: string | null;
  }) => api.post<{ days: string[] }>('/absences', body),
  removeAbsence: (id: number) => api.delete<undefined>(`/absences/${id}`),
  holidays: (year: number) =>
    api.get<{ data: Holiday[]; states: { code: string; name: string }[] }>(`/holidays${query({ year })}`),
  addHoliday: (body: Holiday) => api.post<undefined>('/holidays', body),
  removeHoliday: (day: string) => api.delete<undefined>(`/holidays/${day}`),
  applyPreset: (state: string, year: number) => api.post<{ added: number }>('/holidays/preset', { state, year }),
  settings: () => api.get<WorkingTimeSettings>('/working-time-settings'),
  saveSettings: (body: Partial<WorkingTimeSettings>) => api.patch<WorkingTimeSettings>('/working-time-settings', body),
};
