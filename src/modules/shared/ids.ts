import { Type } from '@sinclair/typebox';

// The one definition of the integers a request names. Ids are bigint columns read as
// JavaScript numbers, so the largest id is the largest safe integer; anything beyond (1e308,
// a 20-digit id, and `Infinity`, which query coercion turns into a number) is refused by the
// schema with a 422 rather than reaching the database. Every integer a route takes has both
// bounds, ids these (test/portal/integer-bounds.test.ts checks every route).

/** The bounds of an id, for an id schema with its own description. */
export const ID_BOUNDS = { minimum: 1, maximum: Number.MAX_SAFE_INTEGER } as const;

/** A row's id in a path, query or body. */
export const Id = Type.Integer(ID_BOUNDS);

/** The bounds of a version number, as form templates count them (an `integer` column). */
export const VERSION_BOUNDS = { minimum: 1, maximum: 2_147_483_647 } as const;

/** A version number. */
export const Version = Type.Integer(VERSION_BOUNDS);

/**
 * An integer whose real range the service checks itself, so that one answer names every
 * problem of a form: bounded here only by what an `integer` column holds.
 */
export const CheckedInteger = Type.Integer({ minimum: -2_147_483_648, maximum: 2_147_483_647 });

/**
 * One id written as text, for patterns (a list of ids in a query, "me" or an id): up to 15
 * digits, so every id it matches is below the largest safe integer.
 */
export const ID_TEXT = '[1-9][0-9]{0,14}';

/** A comma-separated list of ids in a query string. */
export const IdListText = Type.String({ pattern: `^${ID_TEXT}(,${ID_TEXT})*$`, maxLength: 2000 });
