/**
 * The language dates and numbers of the admin are formatted in (runtime-web/display/format.ts,
 * `formatSiteTime`): the signed-in user's admin language while the admin is open, set by `I18nProvider`;
 * elsewhere (the public site, tests) undefined, which is the reader's own locale as before.
 * Module state rather than a context because the kinds' `text(field, row)` functions format outside React.
 */
import type { AdminLanguage } from '../../runtime-shared/admin-languages';

let current: AdminLanguage | undefined;

export function setDisplayLanguage(language: AdminLanguage | undefined): void {
  current = language;
}

/** The locale for `Intl` and `toLocaleString`: `de` in a German admin, undefined (the reader's) outside it. */
export const displayLocale = (): string | undefined => current;
