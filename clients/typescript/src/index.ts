// The Caretaker REST API client for TypeScript: openapi-fetch over the types generated
// from the server's OpenAPI document (schema.d.ts), so every path, parameter, body and
// answer is checked by the compiler. What it adds:
//
// - the key on every request (`X-Api-Key`);
// - 429 and 503 answers waited out and retried (`Retry-After`), a few times, so a sync
//   that runs into the per-key limit slows down instead of failing;
// - `pages()`, which follows `next_cursor` through a list;
// - `CaretakerError`, the problem body (`code`, `detail`, `request_id`) of a failed call.
import createClient, { type Client } from 'openapi-fetch';
import type { components, operations, paths } from './schema.js';

export type { components, operations, paths };
export type Schemas = components['schemas'];
export type Problem = Schemas['Problem'];
export type Task = Schemas['Task'];
export type Property = Schemas['Property'];
export type Incident = Schemas['Incident'];
export type FormResponseSummary = Schemas['FormResponseSummary'];
export type FormResponseDetail = Schemas['FormResponseDetail'];

export type CaretakerClient = Client<paths>;

export interface ClientOptions {
  /** The installation's address, e.g. https://caretaker.example.com (no /api/v1). */
  baseUrl: string;
  /** An API key from the portal (Settings → Integrations). */
  apiKey: string;
  /** How often a 429 or 503 answer is retried before it is returned (default 5). */
  retries?: number;
  /** The longest wait between retries, in seconds (default 60). */
  maxWaitSeconds?: number;
  /** Another fetch (tests, proxies). */
  fetch?: (request: Request) => Promise<Response>;
  /** How waiting is done (tests). */
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A client for one key. */
export function createCaretakerClient(options: ClientOptions): CaretakerClient {
  const retries = options.retries ?? 5;
  const maxWait = (options.maxWaitSeconds ?? 60) * 1000;
  const sleep = options.sleep ?? defaultSleep;
  const send = options.fetch ?? ((request: Request) => fetch(request));
  const fetchWithRetry = async (request: Request): Promise<Response> => {
    for (let attempt = 0; ; attempt++) {
      const response = await send(request.clone());
      if ((response.status !== 429 && response.status !== 503) || attempt >= retries) return response;
      const seconds = Number(response.headers.get('retry-after'));
      const wait = Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : 2 ** attempt * 1000;
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

/**
 * Every item of a list, page after page: `fetchPage(cursor)` asks for one page (the
 * first with `undefined`), and the pages are followed until `next_cursor` is null.
 */
export async function* pages<T>(
  fetchPage: (cursor: string | undefined) => Promise<{ data: T[]; next_cursor: string | null }>,
): AsyncGenerator<T> {
  let cursor: string | undefined;
  do {
    const page = await fetchPage(cursor);
    yield* page.data;
    cursor = page.next_cursor ?? undefined;
  } while (cursor !== undefined);
}
