import { useSyncExternalStore } from 'react';
import { de } from './de/index.ts';
import { en, type Messages } from './en/index.ts';

// The portal's language and the organisation's time zone. Before sign-in: the language
// chosen last on this device, else the browser's; after sign-in: the person's own, else
// the organisation's. Texts (`t`), the locale and the zone change together, and the app
// re-renders (`useLanguage`).

export type Language = 'de' | 'en';
export const LANGUAGES: readonly Language[] = ['de', 'en'];

const MESSAGES: Record<Language, Messages> = { de, en };
/** English in the European way: day before month, 24-hour clock. */
const LOCALES: Record<Language, string> = { de: 'de-DE', en: 'en-GB' };
const STORAGE_KEY = 'ct_language';

function initialLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    if (stored === 'de' || stored === 'en') return stored;
  } catch {
    // Storage may be blocked; the browser's language decides then.
  }
  // Outside a browser (the unit tests) a `navigator` may exist without `languages`.
  const preferred: readonly string[] = typeof navigator === 'undefined' ? [] : (navigator.languages ?? []);
  for (const tag of preferred) {
    if (tag.toLowerCase().startsWith('de')) return 'de';
    if (tag.toLowerCase().startsWith('en')) return 'en';
  }
  return 'de';
}

export let language: Language = initialLanguage();
/** The active language's texts. */
export let t: Messages = MESSAGES[language];
/** The BCP 47 locale dates and numbers are written in. */
export let locale: string = LOCALES[language];
/** The organisation's time zone once signed in; before that, the browser's. */
export let timeZone: string | undefined;

const listeners = new Set<() => void>();
let version = 0;
function changed(): void {
  version++;
  for (const listener of listeners) listener();
}

if (typeof document !== 'undefined') document.documentElement.lang = language;

/** Switches the language; `remember` keeps it for the next visit's sign-in page. */
export function setLanguage(next: Language, remember = true): void {
  if (remember) {
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Not kept: the next visit starts from the browser's language again.
    }
  }
  if (next === language) return;
  language = next;
  t = MESSAGES[next];
  locale = LOCALES[next];
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  changed();
}

export function setTimeZone(next: string | undefined): void {
  if (next === timeZone) return;
  timeZone = next;
  changed();
}

/** Re-renders the caller when the language or the zone changes; answers a value that changes with them. */
export function useLanguage(): string {
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => version,
  );
  return `${language}|${timeZone ?? ''}`;
}

/** A language's own name, for the switcher. */
export const LANGUAGE_NAMES: Record<Language, string> = { de: 'Deutsch', en: 'English' };
