/**
 * The admin's language, set once at its root (`UserI18nProvider` in the admin app) from the signed-in
 * user's `language`; `useT()` gives the `t(key, values)` of it. Outside a provider it is English.
 * Admin code only: it loads the catalogues (the public site's shared components use context.ts).
 */
import { useContext, useEffect, useMemo, type ReactNode } from 'react';
import { adminLanguageOf, type AdminLanguage } from '../../runtime-shared/admin-languages';
import { useAuthUser } from '../auth/use-auth-user';
import { fill, translator, type MessageValues, type Translate } from './catalogues';
import { I18nContext } from './context';
import { setDisplayLanguage } from './display-language';

const ENGLISH = { language: 'en' as const, t: translator('en') };

/** Provides the catalogue of `language` (any value: unknown ones show English) and sets `<html lang>` while mounted. */
export function I18nProvider({ language, children }: { language: unknown; children: ReactNode }) {
  const chosen = adminLanguageOf(language);
  const value = useMemo(() => {
    const t = translator(chosen);
    // Before the children render, so their dates, numbers and error messages are in this language too.
    setDisplayLanguage(chosen, t);
    return { language: chosen, t };
  }, [chosen]);
  useEffect(() => {
    const root = document.documentElement;
    const before = root.lang;
    root.lang = chosen;
    setDisplayLanguage(chosen, value.t);
    return () => {
      root.lang = before;
      setDisplayLanguage(undefined);
    };
  }, [chosen, value]);
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
export const useT = (): Translate => (useContext(I18nContext) ?? ENGLISH).t;

export const useAdminLanguage = (): AdminLanguage => (useContext(I18nContext) ?? ENGLISH).language;

/**
 * A `t` over catalogues of one's own, in the admin's language: for screens outside runtime-web (the
 * site's dashboard) whose words the generic catalogue must not know.
 * @example const t = useCatalogue(DASHBOARD_MESSAGES); t('dashboard.title')
 */
export function useCatalogue<K extends string>(catalogues: Record<AdminLanguage, Record<K, string>>): (key: K, values?: MessageValues) => string {
  const messages = catalogues[useAdminLanguage()];
  return (key, values) => fill(messages[key], values);
}
