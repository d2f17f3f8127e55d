/**
 * The admin's language, set once at its root (AdminLayout) from the signed-in user's `language`;
 * `useT()` gives the `t(key, values)` of it. Outside a provider it is English.
 */
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { adminLanguageOf, type AdminLanguage } from '../../runtime-shared/admin-languages';
import { translator, type Translate } from './catalogues';

interface I18n {
  language: AdminLanguage;
  t: Translate;
}

const I18nContext = createContext<I18n>({ language: 'en', t: translator('en') });

/** Provides the catalogue of `language` (any value: unknown ones show English) and sets `<html lang>` while mounted. */
export function I18nProvider({ language, children }: { language: unknown; children: ReactNode }) {
  const chosen = adminLanguageOf(language);
  const value = useMemo(() => ({ language: chosen, t: translator(chosen) }), [chosen]);
  useEffect(() => {
    const root = document.documentElement;
    const before = root.lang;
    root.lang = chosen;
    return () => {
      root.lang = before;
    };
  }, [chosen]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** @example const t = useT(); <button>{t('form.cancel')}</button> */
export const useT = (): Translate => useContext(I18nContext).t;

export const useAdminLanguage = (): AdminLanguage => useContext(I18nContext).language;
