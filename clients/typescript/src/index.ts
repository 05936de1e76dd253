// The Caretaker REST API client for TypeScript: openapi-fetch over the types generated
// from the server's OpenAPI document (schema.d.ts), so every path, parameter, body and
// answer is checked by the compiler. What it adds:
//
// - the key on every request (`X-Api-Key`);
// - 429 and 503 answers waited out and retried (`Retry-After`), a few times, so a sync
//   that runs into the per-key limit slows down instead of failing; likewise a 409
//   `idempotency_key_in_use` (a retry with the same `Idempotency-Key` that arrived while
//   the first request still ran), with a growing pause;
// - `pages()`, which follows `next_cursor` through a list until it is null;
// - `feed()` and `drain()`, which follow a change feed (`/form-responses`), whose
//   `next_cursor` is never null, until it has caught up, and hand back the cursor to keep;
// - `hasAnswers()`, which tells a feed item read with `expand=answers` (answers and photo
//   links inline) from a plain one, for the compiler as well;
// - `tasksByUuid()`, which looks up any number of tasks by your own uuids, 100 a request;
// - `CaretakerError`, the problem body (`code`, `detail`, `request_id`) of a failed call;
// - `verifyWebhook`, which checks a webhook's signature (Standard Webhooks v1) in Node.
import createClient, { type Client } from 'openapi-fetch';
import type { components, operations, paths } from './schema.js';

export { verifyWebhook, WebhookVerificationError, type WebhookHeaders } from './webhooks.js';

export type { components, operations, paths };
export type Schemas = components['schemas'];
export type Problem = Schemas['Problem'];
export type Task = Schemas['Task'];
export type Property = Schemas['Property'];
export type Incident = Schemas['Incident'];
/** An item of the form-response feed: with `expand=answers` it also carries `answers` and `photos`. */
export type FormResponseListItem = Schemas['FormResponseListItem'];
/** An item of the form-response feed without `expand`. */
export type FormResponseSummary = Omit<FormResponseListItem, 'answers' | 'photos'>;
export type FormResponseDetail = Schemas['FormResponseDetail'];

export type CaretakerClient = Client<paths>;

export interface ClientOptions {
  /** The installation's address, e.g. https://caretaker.example.com (no /api/v1). */
  baseUrl: string;
  /** An API key from the portal (Settings → Integrations). */
  apiKey: string;
  /**
   * How often a 429, a 503 or a 409 `idempotency_key_in_use` answer is retried before it
   * is returned (default 5).
   */
  retries?: number;
  /** The longest wait between retries, in seconds (default 60). */
  maxWaitSeconds?: number;
  /** Another fetch (tests, proxies). */
  fetch?: (request: Request) => Promise<Response>;
  /** How waiting is done (tests). */
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The first pause before retrying a 409 `idempotency_key_in_use` without `Retry-After`; doubled each time. */
const IN_USE_FIRST_WAIT_MS = 250;

/** Whether an answer is a 409 `idempotency_key_in_use`: the request with that key still runs. */
async function isKeyInUse(response: Response): Promise<boolean> {
  if (response.status !== 409) return false;
  try {
    const body = (await response.clone().json()) as { code?: unknown };
    return body.code === 'idempotency_key_in_use';
  } catch {
    return false;
  }
}

/** `Retry-After` in milliseconds, when the answer carries it as seconds. */
function retryAfterMs(response: Response): number | undefined {
  const value = response.headers.get('retry-after');
  if (value === null || value.trim() === '') return undefined;
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
}

/** A client for one key. */
export function createCaretakerClient(options: ClientOptions): CaretakerClient {
  const retries = options.retries ?? 5;
  const maxWait = (options.maxWaitSeconds ?? 60) * 1000;
  const sleep = options.sleep ?? defaultSleep;
  const send = options.fetch ?? ((request: Request) => fetch(request));
  const fetchWithRetry = async (request: Request): Promise<Response> => {
    for (let attempt = 0; ; attempt++) {
      const response = await send(request.clone());
      if (attempt >= retries) return response;
      let wait: number;
      if (response.status === 429 || response.status === 503) {
        wait = retryAfterMs(response) ?? 2 ** attempt * 1000;
      } else if (await isKeyInUse(response)) {
        // The first request with this key has not answered yet: once it has, the retry
        // gets its stored answer (`Idempotent-Replayed: true`).
        wait = retryAfterMs(response) ?? 2 ** attempt * IN_USE_FIRST_WAIT_MS;
      } else {
        return response;
      }
      await response.body?.cancel();
      await sleep(Math.min(wait, maxWait));
    }
  };
  return createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: { 'X-Api-Key': options.apiKey },
    fetch: fetchWithRetry,
  });
}

/** A failed call: the API's problem body, and the HTTP status. */
export class CaretakerError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem,
  ) {
    super(`${problem.code}: ${problem.detail} (request ${problem.request_id})`);
    this.name = 'CaretakerError';
  }

  get code(): string {
    return this.problem.code;
  }
}

/** The data of a call that succeeded; a `CaretakerError` for one that did not. */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.error !== undefined || result.data === undefined) {
    const problem = result.error as Problem | undefined;
    throw new CaretakerError(
      result.response.status,
      problem ?? {
        type: 'about:blank',
        title: result.response.statusText,
        status: result.response.status,
        detail: 'The answer had no problem body.',
        code: 'unknown',
        request_id: result.response.headers.get('x-request-id') ?? '',
      },
    );
  }
  return result.data;
}

/** A page of a list: `next_cursor` is null on the last page. */
export interface ListPage<T> {
  data: T[];
  next_cursor: string | null;
}

/** A page of a change feed: `next_cursor` is a position in the feed, never null. */
export interface FeedPage<T> {
  data: T[];
  next_cursor: string;
}

/**
 * Every item of a list, page after page: `fetchPage(cursor)` asks for one page (the
 * first with `undefined`), and the pages are followed until `next_cursor` is null.
 *
 * Not for change feeds (`/api/v1/form-responses`): their `next_cursor` is never null, so
 * the compiler refuses them here; follow them with `feed()` or `drain()`, which stop once
 * caught up and hand back the cursor to keep. Should one get here anyway (plain
 * JavaScript, a cast), an empty page ends the list rather than polling forever.
 */
export async function* pages<T, C extends string | null>(
  fetchPage: (cursor: string | undefined) => Promise<{ data: T[]; next_cursor: C }>,
  ...feedNotAllowed: null extends C ? [] : [useFeedOrDrainForChangeFeeds: never]
): AsyncGenerator<T> {
  void feedNotAllowed;
  let cursor: string | undefined;
  do {
    const page = await fetchPage(cursor);
    yield* page.data;
    cursor = page.data.length === 0 ? undefined : (page.next_cursor ?? undefined);
  } while (cursor !== undefined);
}

/** One answer of the generated client, as `client.GET(…)` resolves (not unwrapped). */
export interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * The pages of a change feed from `cursor` (undefined: from the start) until it has
 * caught up: `fetchPage(cursor)` is the call itself, e.g.
 * `(cursor) => client.GET('/api/v1/form-responses', { params: { query: { status: 'submitted', ...(cursor ? { cursor } : {}) } } })`.
 *
 * Each page is yielded with its `next_cursor`: handle its items, then store that cursor
 * (a crash in between hands the page over again, never loses it). The feed has caught up
 * after a page without `Link: rel="next"` or with no items; that page is yielded too, so
 * the last cursor yielded is the one to poll with next time. A failed call throws a
 * `CaretakerError`.
 */
export async function* feed<T>(
  fetchPage: (cursor: string | undefined) => Promise<FetchResult<FeedPage<T>>>,
  cursor?: string,
): AsyncGenerator<FeedPage<T>> {
  let position = cursor;
  for (;;) {
    const result = await fetchPage(position);
    const page = unwrap(result);
    yield page;
    position = page.next_cursor;
    const more = /rel="next"/.test(result.response.headers.get('link') ?? '');
    if (!more || page.data.length === 0) return;
  }
}

/**
 * Follows a change feed from `cursor` until it has caught up, handing each page's items to
 * `handle` (awaited page by page, after which `onCursor`, if given, stores that page's
 * cursor). Answers the cursor to poll with next time.
 */
export async function drain<T>(
  fetchPage: (cursor: string | undefined) => Promise<FetchResult<FeedPage<T>>>,
  cursor: string | undefined,
  handle: (items: T[]) => Promise<void>,
  onCursor?: (cursor: string) => Promise<void>,
): Promise<string> {
  let position: string | undefined;
  for await (const page of feed(fetchPage, cursor)) {
    await handle(page.data);
    position = page.next_cursor;
    await onCursor?.(position);
  }
  if (position === undefined) throw new Error('The feed answered no page.'); // feed() yields at least one
  return position;
}

/**
 * Whether a feed item came with its answers and photos (`expand=answers`): then it is
 * exactly what `GET /api/v1/form-responses/{id}` answers, and typed so.
 */
export function hasAnswers(item: FormResponseListItem): item is FormResponseListItem & FormResponseDetail {
  return item.answers !== undefined && item.photos !== undefined;
}

/** How many uuids `GET /api/v1/tasks?uuid=` takes at once. */
export const MAX_UUIDS_PER_REQUEST = 100;

/**
 * The tasks created with these uuids (your own ids), in one request per 100 uuids; uuids
 * of no task are left out, so compare the answer's `uuid`s (lower case) with yours.
 */
export async function tasksByUuid(client: CaretakerClient, uuids: readonly string[]): Promise<Task[]> {
  const unique = [...new Set(uuids.map((uuid) => uuid.toLowerCase()))];
  const found: Task[] = [];
  for (let start = 0; start < unique.length; start += MAX_UUIDS_PER_REQUEST) {
    const batch = unique.slice(start, start + MAX_UUIDS_PER_REQUEST).join(',');
    // A uuid names at most one task, so a batch fits on one page of 100.
    for await (const task of pages((cursor) =>
      client
        .GET('/api/v1/tasks', {
          params: { query: { uuid: batch, pageSize: MAX_UUIDS_PER_REQUEST, ...(cursor ? { cursor } : {}) } },
        })
        .then(unwrap),
    ))
      found.push(task);
  }
  return found;
}
