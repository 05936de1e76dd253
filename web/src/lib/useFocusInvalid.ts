import { type RefObject, useEffect, useRef } from 'react';

/**
 * After a submit that found errors, focus goes to the first field in error (not the
 * button), so a keyboard or screen-reader user lands where the fix is needed.
 */
export function useFocusInvalid(errors: Record<string, string>): RefObject<HTMLFormElement | null> {
  const form = useRef<HTMLFormElement | null>(null);
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  }, [errors]);
  return form;
}
