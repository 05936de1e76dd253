export const product = 'Caretaker';

export const common = {
  loading: 'Loading…',
  save: 'Save',
  saving: 'Saving…',
  cancel: 'Cancel',
  close: 'Close',
  done: 'Done',
  back: 'Go back',
  retry: 'Try again',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Copy failed: select the text and copy it yourself.',
  never: 'never',
  you: 'you',
  required: 'Required',
  optional: 'optional',
  search: 'Search',
  noMatches: 'Nothing matches your search.',
  language: 'Language',
  discardTitle: 'Discard your changes?',
  discardText: 'What you typed in this dialog is lost if you close it now.',
  discard: 'Discard',
  keepEditing: 'Keep editing',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  pagination: 'Pages',
  sortAscending: 'sorted A to Z',
  sortDescending: 'sorted Z to A',
};

export const errors = {
  network: 'The server cannot be reached. Check your connection and try again.',
  internal: (requestId: string) =>
    `Something went wrong on our side. If it happens again, quote request id ${requestId} to support.`,
  unexpected: 'Something went wrong. Please try again.',
  permissionDenied: 'You do not have permission to do this. Ask an admin of your organisation.',
  sessionExpired: 'Your session has ended. Please sign in again.',
  rateLimited: (minutes: number) =>
    `Too many attempts. Try again in ${minutes <= 1 ? 'a minute' : `${minutes} minutes`}.`,
  seatLimit: 'All seats of your licence are in use. Deactivate an account or ask for more seats.',
  scheduleLimit:
    'You own as many report schedules as your organisation allows. Archive one you no longer need, or ask someone who edits the settings to raise the limit.',
  lastAdmin: 'This is the last active admin. Make another account an admin first.',
  ownEntry:
    'You cannot add, change, delete or approve your own working time. Another person who manages working time does it.',
  propertyAccess: 'Your account has no access to every property this concerns.',
  ownAccount: 'You cannot change your own role or property access, or deactivate yourself. Another admin has to do it.',
  inviteInvalid: 'This invite link is not valid any more: it was used, replaced or has expired.',
  externalIdConflict: 'Another property already uses this external id.',
  fixFields: 'Please correct the highlighted fields.',
  licenceExpired: 'Your licence has expired, so this change is blocked.',
  planRequired: 'This needs the STANDARD plan or better.',
  notFound: 'This item no longer exists. It may have been removed by someone else.',
  setupDone: 'This installation is already set up. Sign in instead.',
  loadFailed: 'This page could not be loaded.',
};

export const validation = {
  required: 'Fill in this field.',
  email: 'Enter a valid e-mail address, like name@example.com.',
  passwordLength: 'Use 10 to 200 characters.',
  passwordMismatch: 'The passwords do not match.',
  chooseScope: 'Choose at least one scope.',
  chooseProperty: 'Choose at least one property, or give access to all properties.',
  tooLong: (max: number) => `Use at most ${max.toLocaleString('en')} characters.`,
  notAccepted: 'This value is not accepted.',
};

export const time = {
  justNow: 'just now',
};
