import { locale } from '../i18n/index.ts';

// Names sort as the person's language sorts them ("Ärztehaus" after "Apotheke", not after
// "Wohnanlage"; "Objekt 2" before "Objekt 10"), never by code point.

const collators = new Map<string, Intl.Collator>();

/** Compares two names in the person's language. */
export function compareNames(a: string, b: string): number {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
    collators.set(locale, collator);
  }
  return collator.compare(a, b);
}

/** A copy of the list sorted by `name` in the person's language. */
export function sortedByName<T extends { name: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => compareNames(a.name, b.name));
}
