import { en, type Messages } from './en.ts';

/** The active language's texts. */
export const t: Messages = en;
export const locale = 'en';
