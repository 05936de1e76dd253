/**
 * Whether this looks like a phone (or a tablet): a narrow screen, or touch without a
 * mouse. Such a device gets the field app and a session that lasts while used.
 */
export function isPhoneLike(): boolean {
  return (
    window.matchMedia('(max-width: 700px)').matches || window.matchMedia('(pointer: coarse) and (hover: none)').matches
  );
}

/** A role with no office permission has nothing to do in the portal: its place is the field app. */
export function fieldOnly(permissions: readonly string[]): boolean {
  return permissions.length === 0;
}

/** Where the field app lives. */
export const FIELD_APP_PATH = '/app/';
