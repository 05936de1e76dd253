import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, FIELD_ERROR_CODES } from '../../src/domain/errors.js';

// What the portal and the field app tell a person about a refused request comes from the
// error code, in the person's language: the server's `detail` is English, for developers.
// Every code the server can send (its own lists) must have words in German and English.

const WEB = path.join(process.cwd(), 'web', 'src');
const SERVER_ENGLISH = 'SERVER ENGLISH DETAIL';

interface WebApiError {
  code: string;
}
interface Modules {
  ApiError: new (
    status: number,
    code: string,
    detail: string,
    body?: Record<string, unknown>,
    retryAfter?: number,
  ) => WebApiError;
  errorMessage: (error: unknown) => string;
  fieldErrorList: (error: unknown) => { pointer: string; message: string }[];
  setLanguage: (language: 'de' | 'en', remember?: boolean) => void;
  setTimeZone: (zone: string | undefined) => void;
  t: () => { problems: Record<string, string>; fieldProblems: Record<string, string>; errors: { unexpected: string } };
}

/** Imported by path: the web code is type-checked with its own settings (tsc -p web). */
async function web(): Promise<Modules> {
  const load = (file: string, fresh?: string) =>
    import(`${pathToFileURL(path.join(WEB, file)).href}${fresh ? `?${fresh}` : ''}`) as Promise<
      Record<string, unknown>
    >;
  // The fast project's files share a worker and its module cache. Once the words stayed
  // German after switching to English while the dates followed: the cached errors module was
  // bound to another instance of the language module than the one imported here. So the
  // errors module is loaded afresh (its own URL), bound to the language module this test
  // switches. (vi.resetModules would do it too, but would reset every later file of the
  // worker as well: its shared database, its compiled schemas, the test set-up's state.)
  const i18n = await load('i18n/index.ts');
  const client = await load('api/client.ts');
  const errors = await load('lib/errors.ts', 'error-words');
  return {
    ApiError: client.ApiError as Modules['ApiError'],
    errorMessage: errors.errorMessage as Modules['errorMessage'],
    fieldErrorList: errors.fieldErrorList as Modules['fieldErrorList'],
    setLanguage: i18n.setLanguage as Modules['setLanguage'],
    setTimeZone: i18n.setTimeZone as Modules['setTimeZone'],
    t: () => i18n.t as ReturnType<Modules['t']>,
  };
}

describe('error words', () => {
  it('every error and field error code the server sends has words of its own in German and English', async () => {
    const { t, setLanguage } = await web();
    const words: Record<string, Record<string, string>> = {};
    for (const language of ['en', 'de'] as const) {
      setLanguage(language, false);
      const missing = [
        ...ERROR_CODES.filter((code) => !t().problems[code]?.trim()),
        ...FIELD_ERROR_CODES.filter((code) => !t().fieldProblems[code]?.trim()).map((code) => `field ${code}`),
      ];
      expect(missing, language).toEqual([]);
      words[language] = t().problems;
    }
    // German is German: no code falls back to the English words.
    expect(ERROR_CODES.filter((code) => words.de?.[code] === words.en?.[code])).toEqual([]);
  });

  it('no message shown in German comes from the server’s English detail', async () => {
    const { ApiError, errorMessage, fieldErrorList, setLanguage, t } = await web();
    setLanguage('de', false);
    for (const code of ERROR_CODES) {
      const message = errorMessage(new ApiError(409, code, SERVER_ENGLISH, { request_id: 'req-1' }));
      expect(message, code).not.toContain(SERVER_ENGLISH);
      expect(message, code).not.toBe(t().errors.unexpected);
    }
    const refusal = new ApiError(422, 'validation_failed', SERVER_ENGLISH, {
      errors: FIELD_ERROR_CODES.map((code) => ({ pointer: `/${code}`, detail: SERVER_ENGLISH, code, limit: 80 })),
    });
    for (const { pointer, message } of fieldErrorList(refusal)) expect(message, pointer).not.toContain(SERVER_ENGLISH);
    expect(fieldErrorList(refusal).find((e) => e.pointer === '/too_long')?.message).toBe('Höchstens 80 Zeichen.');
  });

  it('words an overlapping entry by its day and times in the organisation’s zone', async () => {
    const { ApiError, errorMessage, setLanguage, setTimeZone } = await web();
    setTimeZone('Europe/Berlin');
    const overlap = (endedAt: string | null) =>
      new ApiError(409, 'entry_overlap', 'The person has another entry at that time (entry 364).', {
        conflicting_entry: { started_at: '2026-11-16T07:00:00.000Z', ended_at: endedAt },
      });
    setLanguage('de', false);
    expect(errorMessage(overlap('2026-11-16T15:00:00.000Z'))).toBe(
      'Die Person hat am 16. Nov. 2026 schon einen Eintrag von 08:00 bis 16:00. Ändern oder löschen Sie zuerst diesen.',
    );
    expect(errorMessage(overlap(null))).toBe(
      'Die Person hat am 16. Nov. 2026 schon einen Eintrag ab 08:00 (läuft noch). Ändern oder löschen Sie zuerst diesen.',
    );
    setLanguage('en', false);
    expect(errorMessage(overlap('2026-11-16T15:00:00.000Z'))).toBe(
      'The person has another entry on 16 Nov 2026, 08:00–16:00. Change or delete that one first.',
    );
  });
});
