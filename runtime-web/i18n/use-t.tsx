/**
 * The admin's language, set once at its root (AdminLayout) from the signed-in user's `language`;
 * `useT()` gives the `t(key, values)` of it. Outside a provider it is English.
 */
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { adminLanguageOf, type AdminLanguage } from '../../runtime-shared/admin-languages';
import { useAuthUser } from '../auth/use-auth-user';
import { fill, translator, type MessageValues, type Translate } from './catalogues';
import { setDisplayLanguage } from './display-language';

interface I18n {
  language: AdminLanguage;
  t: Translate;
}

const I18nContext = createContext<I18n>({ language: 'en', t: translator('en') });

/** Provides the catalogue of `language` (any value: unknown ones show English) and sets `<html lang>` while mounted. */
export function I18nProvider({ language, children }: { language: unknown; children: ReactNode }) {
  const chosen = adminLanguageOf(language);
  const value = useMemo(() => {
    // Before the children render, so their dates and numbers are in this language too.
    setDisplayLanguage(chosen);
    return { language: chosen, t: translator(chosen) };
  }, [chosen]);
  useEffect(() => {
    const root = document.documentElement;
    const before = root.lang;
    root.lang = chosen;
    setDisplayLanguage(chosen);
    return () => {
      root.lang = before;
      setDisplayLanguage(undefined);
    };
  }, [chosen]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/**
 * `I18nProvider` in the signed-in user's language. The admin's root puts it above its toasts and
 * sign-in checks, so they speak the user's language too.
 */
export function UserI18nProvider({ children }: { children: ReactNode }) {
  const user = useAuthUser();
  return <I18nProvider language={user?.language}>{children}</I18nProvider>;
}

/** @example const t = useT(); <button>{t('form.cancel')}</button> */
export const useT = (): Translate => useContext(I18nContext).t;

export const useAdminLanguage = (): AdminLanguage => useContext(I18nContext).language;

/**
 * A `t` over catalogues of one's own, in the admin's language: for screens outside runtime-web (the
 * site's dashboard) whose words the generic catalogue must not know.
 * @example const t = useCatalogue(DASHBOARD_MESSAGES); t('dashboard.orders')
 */
export function useCatalogue<K extends string>(catalogues: Record<AdminLanguage, Record<K, string>>): (key: K, values?: MessageValues) => string {
  const messages = catalogues[useAdminLanguage()];
  return (key, values) => fill(messages[key], values);
}
