import type { Messages } from '../en/index.ts';

export const field: Messages['field'] = {
  title: 'Stempeluhr',
  property: 'Objekt',
  chooseProperty: 'Objekt wählen',
  noProperties: 'Ihnen ist noch kein Objekt zugewiesen. Fragen Sie im Büro nach.',
  start: 'Arbeit beginnen',
  pause: 'Pause beginnen',
  resume: 'Pause beenden',
  end: 'Arbeit beenden',
  note: 'Notiz (optional)',
  running: (property: string) => `Im Einsatz: ${property}`,
  onBreak: 'In der Pause',
  since: (time: string) => `seit ${time}`,
  today: 'Heute',
  rulesTitle: 'Ihre letzte Schicht und das Arbeitszeitgesetz',
  rulesHint: 'Das Büro sieht das in der Zeiterfassung. Sprechen Sie es an, wenn es so nicht stimmt.',
  week: 'Diese Woche',
  offline: 'Offline. Ihre Eingaben bleiben auf diesem Telefon und werden gesendet, sobald Sie wieder online sind.',
  waiting: (n: number) => `${n} ${n === 1 ? 'Eingabe wartet' : 'Eingaben warten'} auf das Senden`,
  sent: 'Alles gesendet.',
  refused: (reason: string) => `Der Server konnte eine Eingabe nicht übernehmen: ${reason}`,
  refusedCodes: {
    period_locked:
      'Ein Tipp wurde nicht erfasst: Er fällt auf einen Tag, dessen Arbeitszeit schon exportiert und gesperrt ist. Bitten Sie das Büro, die Zeit einzutragen oder zu korrigieren.',
    clock_action_too_late:
      'Ein Tipp wurde nicht erfasst: Er ist älter als 7 Tage. Bitten Sie das Büro, die Zeit einzutragen.',
    entry_edited:
      'Ein Tipp wurde nicht erfasst: Das Büro hat diese Schicht schon korrigiert. Fragen Sie im Büro, falls sie geändert werden muss.',
    device_clock_ahead:
      'Ein Tipp wurde nicht erfasst: Die Uhr dieses Telefons geht mehr als 5 Minuten vor. Stellen Sie Datum und Uhrzeit auf automatisch und tippen Sie erneut.',
  },
  signOut: 'Abmelden',
};
