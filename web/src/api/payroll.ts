import { api, query } from './client.ts';
import type { PortalBody, PortalResponse } from './contract.ts';

// The payroll master data: personnel numbers and target hours, absences, the holiday
// calendar and the working-time rules (docs/portal.md, "Payroll").

export type PayrollProfile = PortalResponse<'/payroll-profiles', 'get'>['data'][number];
export type AbsenceMonth = PortalResponse<'/absences', 'get'>;
export type Absence = AbsenceMonth['data'][number];
export type AbsenceKind = Absence['kind'];
type HolidayYear = PortalResponse<'/holidays', 'get'>;
export type Holiday = HolidayYear['data'][number];
/** A German state whose public holidays the preset adds. */
export type HolidayState = PortalBody<'/holidays/preset', 'post'>['state'];

type SettingsPatch = PortalBody<'/working-time-settings', 'patch'>;
/** The rules as the server answers them; rounding is one of the steps a change may set. */
export type WorkingTimeSettings = Omit<PortalResponse<'/working-time-settings', 'get'>, 'rounding_minutes'> & {
  rounding_minutes: NonNullable<SettingsPatch['rounding_minutes']>;
};

export type DatevSettings = PortalResponse<'/datev-settings', 'get'>;
export type SurchargeSettings = PortalResponse<'/surcharge-settings', 'get'>;

export const payrollKeys = {
  profiles: ['payroll-profiles'] as const,
  absences: ['absences'] as const,
  holidays: ['holidays'] as const,
  settings: ['working-time-settings'] as const,
  datev: ['datev-settings'] as const,
  surcharges: ['surcharge-settings'] as const,
};

export const payrollEndpoints = {
  profiles: async () => (await api.get<PortalResponse<'/payroll-profiles', 'get'>>('/payroll-profiles')).data,
  saveProfile: (accountId: number, body: PortalBody<'/accounts/{id}/payroll-profile', 'put'>) =>
    api.put<PayrollProfile>(`/accounts/${accountId}/payroll-profile`, body),
  absences: (from: string, to: string) => api.get<AbsenceMonth>(`/absences${query({ from, to })}`),
  addAbsence: (body: PortalBody<'/absences', 'post'>) =>
    api.post<PortalResponse<'/absences', 'post'>>('/absences', body),
  removeAbsence: (id: number) => api.delete<undefined>(`/absences/${id}`),
  holidays: (year: number) => api.get<HolidayYear>(`/holidays${query({ year })}`),
  addHoliday: (body: PortalBody<'/holidays', 'post'>) => api.post<undefined>('/holidays', body),
  removeHoliday: (day: string) => api.delete<undefined>(`/holidays/${day}`),
  applyPreset: (state: HolidayState, year: number) =>
    api.post<PortalResponse<'/holidays/preset', 'post'>>('/holidays/preset', {
      state,
      year,
    } satisfies PortalBody<'/holidays/preset', 'post'>),
  settings: () => api.get<WorkingTimeSettings>('/working-time-settings'),
  saveSettings: (body: SettingsPatch) => api.patch<WorkingTimeSettings>('/working-time-settings', body),
  datevSettings: () => api.get<DatevSettings>('/datev-settings'),
  saveDatevSettings: (body: PortalBody<'/datev-settings', 'put'>) => api.put<DatevSettings>('/datev-settings', body),
  surchargeSettings: () => api.get<SurchargeSettings>('/surcharge-settings'),
  saveSurchargeSettings: (body: PortalBody<'/surcharge-settings', 'put'>) =>
    api.put<SurchargeSettings>('/surcharge-settings', body),
};
