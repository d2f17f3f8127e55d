/**
 * The languages the admin's own texts come in (runtime-web/i18n has one catalogue each). A user's
 * `language` picks one; anything else (null, a value dropped later) shows English.
 */
export const ADMIN_LANGUAGES = ['en', 'de'] as const;
export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number];
export const DEFAULT_ADMIN_LANGUAGE: AdminLanguage = 'en';

/** The catalogue to show for a stored value: unknown or missing values fall back to English. */
export function adminLanguageOf(value: unknown): AdminLanguage {
  return (ADMIN_LANGUAGES as readonly unknown[]).includes(value) ? (value as AdminLanguage) : DEFAULT_ADMIN_LANGUAGE;
}
