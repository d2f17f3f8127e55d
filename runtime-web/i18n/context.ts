/**
 * The admin's language as React context, apart from the catalogues: the feedback components the public
 * site shares (Loading, ErrorMessage, Toasts) read it here with their few English words as the fallback,
 * so the site's bundle carries no catalogue. `I18nProvider` (use-t.tsx) fills it.
 */
import { createContext, useContext } from 'react';
import type { AdminLanguage } from '../../runtime-shared/admin-languages';
import type { Translate } from './types';

export interface I18n {
  language: AdminLanguage;
  t: Translate;
}

export const I18nContext = createContext<I18n | null>(null);

/** The words of the shared feedback components outside the admin (the public site). */
const SHARED_ENGLISH = { 'list.loading': 'Loading...', 'error.retry': 'Try again', 'toast.dismiss': 'Dismiss' } as const;
export type SharedKey = keyof typeof SHARED_ENGLISH;

/** `t` for the shared components: the admin's in the admin, English elsewhere. */
export function useSharedT(): (key: SharedKey) => string {
  const context = useContext(I18nContext);
  return (key) => (context ? context.t(key) : SHARED_ENGLISH[key]);
}
