/**
 * The admin's language for code outside its components: dates and numbers (runtime-web/display/format.ts,
 * `siteTimeText`, the dashboard) and the API's messages (`errorMessage()`), set by `I18nProvider` while the
 * admin is open; elsewhere (the public site, tests) undefined: the reader's own locale and English, as
 * before. Module state rather than a context because the kinds' `text(field, row)` functions and
 * `errorMessage()` run outside React; and this module loads no catalogue, so the public site's bundle
 * (which shares `errorMessage`) carries none.
 */
import type { AdminLanguage } from '../../runtime-shared/admin-languages';
import type { Translate } from './types';

let current: { language: AdminLanguage; t: Translate } | undefined;

export function setDisplayLanguage(language: AdminLanguage | undefined, t?: Translate): void {
  current = language && t ? { language, t } : undefined;
}

/** The locale for `Intl` and `toLocaleString`: `de` in a German admin, undefined (the reader's) outside it. */
export const displayLocale = (): string | undefined => current?.language;

/** The admin's `t`, while the admin is open. */
export const displayTranslate = (): Translate | undefined => current?.t;
