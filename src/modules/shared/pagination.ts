import { Type } from '@sinclair/typebox';
import { invalid } from '../../domain/errors.js';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

export const PageQuery = {
  cursor: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 200,
      description: 'Opaque cursor from `next_cursor` of the previous page.',
    }),
  ),
  pageSize: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_PAGE_SIZE,
      default: DEFAULT_PAGE_SIZE,
      description: `Entries per page, 1 to ${MAX_PAGE_SIZE}; default ${DEFAULT_PAGE_SIZE}.`,
    }),
  ),
};

/** Keyset position: lists are ordered by id, so a cursor walk never repeats or skips an item. */
interface CursorState {
  v: 1;
  after: number;
}

export function encodeCursor(afterId: number): string {
  const state: CursorState = { v: 1, after: afterId };
  return Buffer.from(JSON.stringify(state)).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): number | undefined {
  if (cursor === undefined) return undefined;
  try {
    const state = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Partial<CursorState>;
    if (state.v === 1 && typeof state.after === 'number' && Number.isSafeInteger(state.after) && state.after >= 0) {
      return state.after;
    }
  } catch {
    // fall through to the error below
  }
  throw invalid('/query/cursor', 'The cursor is not one this API handed out.');
}

export interface Page<T> {
  data: T[];
  next_cursor: string | null;
}

/** Rows were fetched with limit pageSize + 1: the extra row only tells whether a next page exists. */
export function toPage<R extends { id: number }, T>(rows: R[], pageSize: number, present: (row: R) => T): Page<T> {
  const hasMore = rows.length > pageSize;
  const pageRows = hasMore ? rows.slice(0, pageSize) : rows;
  const last = pageRows[pageRows.length - 1];
  return {
    data: pageRows.map(present),
    next_cursor: hasMore && last !== undefined ? encodeCursor(last.id) : null,
  };
}

/** Keyset position of a list ordered by a text key (a date, a name), then id. */
interface KeyedCursorState {
  v: 2;
  key: string;
  after: number;
}

export function encodeKeyedCursor(key: string, afterId: number): string {
  const state: KeyedCursorState = { v: 2, key, after: afterId };
  return Buffer.from(JSON.stringify(state)).toString('base64url');
}

export function decodeKeyedCursor(cursor: string | undefined): { key: string; after: number } | undefined {
  if (cursor === undefined) return undefined;
  try {
    const state = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Partial<KeyedCursorState>;
    if (
      state.v === 2 &&
      typeof state.key === 'string' &&
      state.key.length <= 100 &&
      typeof state.after === 'number' &&
      Number.isSafeInteger(state.after) &&
      state.after >= 0
    ) {
      return { key: state.key, after: state.after };
    }
  } catch {
    // fall through to the error below
  }
  throw invalid('/query/cursor', 'The cursor is not one this API handed out.');
}
