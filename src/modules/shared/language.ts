/** The languages the portal, the field app and their mails speak. */
export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Time zones of the German-speaking countries: an organisation there speaks German unless it says otherwise. */
const GERMAN_SPEAKING_ZONES = new Set([
  'Europe/Berlin',
  'Europe/Busingen',
  'Europe/Vienna',
  'Europe/Zurich',
  'Europe/Vaduz',
]);

/** The language a new organisation gets when it names none: German for German-speaking ones. */
export function defaultLanguageFor(timeZone: string): Language {
  return GERMAN_SPEAKING_ZONES.has(timeZone) ? 'de' : 'en';
}
