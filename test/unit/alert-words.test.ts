import { describe, expect, it } from 'vitest';
import { alertDetail, alertTitle } from '../../src/modules/alerts/alert-texts.js';

describe('the webhook failing alert', () => {
  const subject = {
    url: 'https://pms.example.com/hook',
    failing_since: '2026-11-23T09:00:00.000Z',
    disable_at: '2026-11-28T09:00:00.000Z',
  };
  it('says in German and English which endpoint, since when and when it is switched off (Berlin time)', () => {
    expect(alertTitle('webhook_failing', subject, 'de')).toBe(
      'Webhook-Empfänger wird bald abgeschaltet: https://pms.example.com/hook',
    );
    expect(alertTitle('webhook_failing', subject, 'en')).toBe(
      'Webhook endpoint about to be switched off: https://pms.example.com/hook',
    );
    expect(alertDetail('webhook_failing', subject, 'de', 'Europe/Berlin')).toBe(
      'Jede Zustellung schlägt seit 23.11.2026, 10:00 fehl. Bleibt das so, wird der Empfänger am 28.11.2026, 10:00 abgeschaltet (Einstellungen → Integrationen → Webhooks).',
    );
    expect(alertDetail('webhook_failing', subject, 'en', 'Europe/Berlin')).toBe(
      'Every delivery has failed since 23 Nov 2026, 10:00. If that goes on, the endpoint is switched off on 28 Nov 2026, 10:00 (Settings → Integrations → Webhooks).',
    );
  });
});

describe('the failed report sending alert', () => {
  const subject = {
    schedule_name: 'Wochenbericht Lindenhof',
    period_de: 'KW 47 (16.11.2026 – 22.11.2026)',
    period_en: 'week 47 (16 Nov 2026 – 22 Nov 2026)',
  };
  it('names the schedule and the period in German and English', () => {
    expect(alertTitle('report_sending_failed', subject, 'de')).toBe(
      'Berichtsversand fehlgeschlagen: „Wochenbericht Lindenhof“',
    );
    expect(alertTitle('report_sending_failed', subject, 'en')).toBe('Report sending failed: “Wochenbericht Lindenhof”');
    expect(alertDetail('report_sending_failed', subject, 'de', 'Europe/Berlin')).toBe(
      'Der Bericht für KW 47 (16.11.2026 – 22.11.2026) wurde nicht verschickt. Den Grund nennt der Versandverlauf des Versandplans (Berichte → Versandpläne).',
    );
    expect(alertDetail('report_sending_failed', subject, 'en', 'Europe/Berlin')).toBe(
      "The report for week 47 (16 Nov 2026 – 22 Nov 2026) was not sent. The schedule's sending history says why (Reports → Schedules).",
    );
  });
});
