import { type SQL, sql, type SQLWrapper } from 'drizzle-orm';

// Lists ordered by a name sort as people read them: "Ärztehaus" after "Apotheke", not after
// "Wohnanlage", and "apfel" beside "Apotheke". The database's own collation cannot be
// relied on (PGlite's is C, a PostgreSQL server's whatever initdb chose); the ICU root
// collation exists on both and orders German and English names alike. Numbers inside names
// are compared as text on the server ("Objekt 10" before "Objekt 2"): PGlite's ICU ignores
// the numeric option, so the portal re-sorts lists it holds whole (web/src/lib/collate.ts).
export function byName(column: SQLWrapper): SQL {
  return sql`${column} collate "und-x-icu"`;
}
