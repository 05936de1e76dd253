// A small history router: the portal has a handful of fixed paths and one parameter.
import { type AnchorHTMLAttributes, type MouseEvent, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') window.addEventListener('popstate', notify);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (to === window.location.pathname + window.location.search) return;
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  window.scrollTo(0, 0);
  notify();
  // Screen readers and keyboards start on the new page's heading, as after a full page load.
  window.requestAnimationFrame(() => document.querySelector<HTMLElement>('main h1')?.focus());
}

/** The current path, re-rendering on every navigation. */
export function usePathname(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname);
}

/** The parameters of `pattern` (e.g. `/invite/:token`) in `path`, or null when it does not match. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const actual = have[index] ?? '';
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (part !== actual) {
      return null;
    }
  }
  return params;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
  /** Marks the link as the current page when the path is it or below it. */
  matchPrefix?: boolean;
}

export function Link({ to, matchPrefix = false, onClick, ...rest }: LinkProps) {
  const pathname = usePathname();
  const current = matchPrefix ? pathname === to || pathname.startsWith(`${to}/`) : pathname === to;
  return (
    <a
      {...rest}
      href={to}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event) || rest.target === '_blank') return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}

/** The query string, re-rendering on every navigation: where a list keeps its search, filters, sort and page. */
export function useSearch(): URLSearchParams {
  const search = useSyncExternalStore(subscribe, () => window.location.search);
  return new URLSearchParams(search);
}

/**
 * Changes some query parameters of the current page (undefined or '' removes one).
 * `replace` for typing into a search field, so Back is not a key-by-key undo.
 */
export function setSearch(changes: Record<string, string | undefined>, options: { replace?: boolean } = {}): void {
  const params = new URLSearchParams(window.location.search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') params.delete(key);
    else params.set(key, value);
  }
  const text = params.toString();
  const to = `${window.location.pathname}${text === '' ? '' : `?${text}`}`;
  if (to === window.location.pathname + window.location.search) return;
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  notify();
}
