// The one way the portal talks to the server: JSON over /portal/api, with the CSRF token
// on every write, a single retry after a stale token, and sign-in on an ended session.

export const API_BASE = '/portal/api';

export interface FieldError {
  pointer: string;
  detail: string;
  /** With some refusals: why, machine-readable (e.g. `unknown_placeholder`), for the screen to word itself. */
  code?: string;
  /** With `too_long`: the most characters allowed. */
  limit?: number;
}

/** A problem+json answer (or a failure to reach the server at all: status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    readonly body: Record<string, unknown> = {},
    readonly retryAfterSeconds?: number,
  ) {
    super(detail);
    this.name = 'ApiError';
  }

  get fieldErrors(): FieldError[] {
    const errors = this.body.errors;
    if (!Array.isArray(errors)) return [];
    return errors.filter(
      (e): e is FieldError =>
        typeof e === 'object' &&
        e !== null &&
        typeof (e as FieldError).pointer === 'string' &&
        typeof (e as FieldError).detail === 'string' &&
        ['string', 'undefined'].includes(typeof (e as FieldError).code),
    );
  }

  get requestId(): string {
    return typeof this.body.request_id === 'string' ? this.body.request_id : '';
  }
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

interface Hooks {
  /** Fetches a fresh session and returns its CSRF token. */
  refreshCsrf: () => Promise<string>;
  /** The session has ended: the portal shows sign-in. */
  onUnauthenticated: () => void;
  /**
   * The session ended while the person was working: ask them to sign in again where they
   * are (nothing they typed is lost) and resolve once they did; reject when they would
   * rather not. Then the request is sent again.
   */
  reauthenticate?: () => Promise<void>;
}

let csrfToken = '';
let hooks: Hooks | undefined;

export function setCsrfToken(token: string): void {
  csrfToken = token;
}

export function configureApi(next: Hooks): void {
  hooks = next;
}

function retryAfter(response: Response): number | undefined {
  const header = response.headers.get('retry-after');
  if (header === null) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.round((at - Date.now()) / 1000));
}

async function toError(response: Response): Promise<ApiError> {
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = await response.json();
    if (typeof parsed === 'object' && parsed !== null) body = parsed as Record<string, unknown>;
  } catch {
    // Not JSON (a proxy's error page, say): the status alone tells what happened.
  }
  const code = typeof body.code === 'string' ? body.code : `http_${response.status}`;
  const detail = typeof body.detail === 'string' ? body.detail : response.statusText;
  return new ApiError(response.status, code, detail, body, retryAfter(response));
}

async function send(method: Method, path: string, body: unknown): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  // A form (a file upload) goes as multipart/form-data; the browser writes its boundary.
  const form = body instanceof FormData;
  if (method !== 'GET') {
    headers['x-csrf-token'] = csrfToken;
    if (body !== undefined && !form) headers['content-type'] = 'application/json';
  }
  try {
    return await fetch(API_BASE + path, {
      method,
      headers,
      credentials: 'same-origin',
      ...(body !== undefined ? { body: form ? body : JSON.stringify(body) } : {}),
    });
  } catch {
    throw new ApiError(0, 'network', '');
  }
}

export async function request<T>(method: Method, path: string, body?: unknown): Promise<T> {
  let response = await send(method, path, body);
  if (response.status === 403 && method !== 'GET' && hooks) {
    const error = await toError(response.clone());
    if (error.code === 'csrf_failed') {
      // The token went stale (a sign-in elsewhere, a new anonymous cookie): fetch it again once.
      setCsrfToken(await hooks.refreshCsrf());
      response = await send(method, path, body);
    }
  }
  if (response.status === 401 && hooks?.reauthenticate) {
    const error = await toError(response.clone());
    if (error.code === 'unauthenticated') {
      let signedIn = false;
      try {
        await hooks.reauthenticate();
        signedIn = true;
      } catch {
        // They chose not to sign in again: the error below ends the session as usual.
      }
      if (signedIn) response = await send(method, path, body);
    }
  }
  if (!response.ok) {
    const error = await toError(response);
    if (error.status === 401 && error.code === 'unauthenticated') hooks?.onUnauthenticated();
    throw error;
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}),
  patch: <T>(path: string, body: unknown) => request<T>('PATCH', path, body),
  put: <T>(path: string, body: unknown) => request<T>('PUT', path, body),
  delete: <T>(path: string, body?: unknown) => request<T>('DELETE', path, body),
  /** Sends a multipart form (a file upload), with the same CSRF and session handling. */
  upload: <T>(path: string, form: FormData) => request<T>('POST', path, form),
};

/** Builds a query string from the defined values only. */
export function query(params: Record<string, string | number | boolean | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}
