import { isUtf8 } from 'node:buffer';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError, type FieldError } from '../domain/errors.js';

// Writes to the API and the portal take JSON only; both chains ask here, and every JSON
// body of either is parsed and checked here.

/** `application/json`, or a `+json` type such as `application/merge-patch+json`, with any parameters. */
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Refuses a write whose body is not declared as JSON (400 `unsupported_media_type`). `bodyless: 'refused'` also
 * refuses a write with no body at all, where "no fields given" would otherwise pass.
 */
export function requireJsonBody(request: FastifyRequest, bodyless: 'allowed' | 'refused'): void {
  if (bodyless === 'allowed' && !hasBody(request)) return;
  const type = request.headers['content-type'];
  if (typeof type !== 'string' || !JSON_TYPE.test(type)) {
    throw new DomainError('unsupported_media_type', 'Send the body as JSON with Content-Type: application/json.');
  }
}

type Reason = 'surrogate' | 'nul';

/**
 * Why PostgreSQL cannot store a string as text, or undefined when it can. JSON can carry
 * both: an unpaired UTF-16 surrogate (`"\ud800"`, which has no UTF-8 form) and NUL.
 */
function unstorable(text: string): Reason | undefined {
  if (!text.isWellFormed()) return 'surrogate';
  if (text.includes('\u0000')) return 'nul';
  return undefined;
}

const VALUE_DETAIL: Record<Reason, string> = {
  surrogate: 'Must be valid Unicode text (it holds an unpaired surrogate).',
  nul: 'Must not contain the NUL character.',
};
const NAME_DETAIL: Record<Reason, string> = {
  surrogate: 'A field name here is not valid Unicode text (it holds an unpaired surrogate).',
  nul: 'A field name here contains the NUL character.',
};

/** Enough to show a client what to fix; a body full of them need not be listed whole. */
const MAX_REPORTED = 20;

/** An object or array met on the walk, with where it sits. */
interface Container {
  value: object;
  parent: Container | undefined;
  key: string;
}

const escapeKey = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

function pointerOf(container: Container): string {
  let pointer = '';
  for (let at = container; at.parent !== undefined; at = at.parent) pointer = `/${escapeKey(at.key)}${pointer}`;
  return pointer;
}

/**
 * Every string in a parsed JSON value that PostgreSQL cannot store, with its JSON pointer
 * (`''` for the root): values point at themselves, a field name at the object holding it.
 * One pass with its own stack (a body may nest deeper than the call stack goes); strings
 * are checked where their container lists them, and a pointer is built only for a find.
 */
export function unstorableTextIn(value: unknown): FieldError[] {
  if (typeof value === 'string') {
    const why = unstorable(value);
    return why === undefined ? [] : [{ pointer: '', detail: VALUE_DETAIL[why] }];
  }
  if (value === null || typeof value !== 'object') return [];
  const found: FieldError[] = [];
  const stack: Container[] = [{ value, parent: undefined, key: '' }];
  const visit = (child: unknown, container: Container, key: string) => {
    if (typeof child === 'string') {
      const why = unstorable(child);
      if (why !== undefined) {
        found.push({ pointer: `${pointerOf(container)}/${escapeKey(key)}`, detail: VALUE_DETAIL[why] });
      }
    } else if (child !== null && typeof child === 'object') {
      stack.push({ value: child, parent: container, key });
    }
  };
  while (stack.length > 0 && found.length < MAX_REPORTED) {
    const container = stack.pop() as Container;
    const current = container.value;
    if (Array.isArray(current)) {
      for (let index = 0; index < current.length; index++) visit(current[index], container, String(index));
      continue;
    }
    let badName: Reason | undefined;
    for (const key of Object.keys(current)) {
      const why = unstorable(key);
      if (why === undefined) visit((current as Record<string, unknown>)[key], container, key);
      else badName ??= why;
    }
    // The object is reported once, however many of its names are bad.
    if (badName !== undefined) found.push({ pointer: pointerOf(container), detail: NAME_DETAIL[badName] });
  }
  return found.slice(0, MAX_REPORTED);
}

/** U+FEFF at the start of a string: a byte-order mark, an artefact of copying from a file. */
const LEADING_BOMS = /^\uFEFF+/;
/** Whether JSON text may hold U+FEFF, as the character or as the escape `\ufeff`. */
const MAY_HOLD_BOM = /\uFEFF|\\u[fF][eE][fF][fF]/;

const withoutBoms = (text: string) => (text.charCodeAt(0) === 0xfeff ? text.replace(LEADING_BOMS, '') : text);

/**
 * The value with U+FEFF dropped from the start of every string value (field names are kept).
 * Nobody means to store an invisible byte-order mark, and the embedded engine's driver drops a
 * leading one when it reads text back, so keeping it would let the engines disagree about what
 * was stored. Objects and arrays are changed in place.
 */
export function dropLeadingByteOrderMarks(value: unknown): unknown {
  if (typeof value === 'string') return withoutBoms(value);
  if (value === null || typeof value !== 'object') return value;
  const stack: object[] = [value];
  while (stack.length > 0) {
    const current = stack.pop() as Record<string, unknown>;
    for (const key of Object.keys(current)) {
      const child = current[key];
      if (typeof child === 'string') {
        if (child.charCodeAt(0) === 0xfeff) current[key] = withoutBoms(child);
      } else if (child !== null && typeof child === 'object') stack.push(child);
    }
  }
  return value;
}

/**
 * The one parser of JSON bodies, for the API and the portal alike: Fastify's own (empty
 * bodies and `__proto__` keys refused as before), but the bytes must be UTF-8 (400
 * `malformed_json`, where decoding would silently store U+FFFD), text PostgreSQL
 * cannot store is a 422 with pointers before any route sees the body, and a byte-order mark
 * at the start of a string is dropped.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body: Buffer, done) => {
    if (!isUtf8(body)) {
      done(new DomainError('malformed_json', 'The body is not valid UTF-8; send JSON encoded as UTF-8.'), undefined);
      return;
    }
    const text = body.toString('utf8');
    void parseJson(request, text, (error, value) => {
      if (error) return done(error, undefined);
      const errors = unstorableTextIn(value).map(({ pointer, detail }) => ({ pointer: pointer || '/', detail }));
      if (errors.length === 0) return done(null, MAY_HOLD_BOM.test(text) ? dropLeadingByteOrderMarks(value) : value);
      done(new DomainError('validation_failed', 'The request is not valid.', { errors }), undefined);
    });
  });
}
