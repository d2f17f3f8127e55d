/**
 * The public site's own words in the page's locale (site/locale.ts: the path says it). A locale without a
 * catalogue gets English. Kept in site/: the public bundle never loads the admin's catalogue.
 * @example const w = useWords(); <button>{w.addToCart}</button>
 */
import { useLocation } from 'react-router-dom';
import { pathLocale } from '../locale';
import { en, type Words } from './words.en';

/** English is always here; another language's catalogue joins once loaded (loadWords): an English page downloads none. */
const CATALOGUES: Record<string, Words> = { en };

/**
 * Loads the catalogue of `locale`'s language if there is one: the server does it for every language at start,
 * the browser for the page's language before it hydrates (site/main.tsx).
 */
export async function loadWords(locale: string): Promise<void> {
  const language = locale.split('-')[0]!;
  if (language === 'de' && !CATALOGUES.de) CATALOGUES.de = (await import('./words.de')).de;
}

/** The catalogue of `locale` (its language's, for a regional code such as `de-AT`), English when there is none. */
export const wordsFor = (locale: string): Words => CATALOGUES[locale] ?? CATALOGUES[locale.split('-')[0]!] ?? en;

/** The current page's locale, from its path. */
export const useLocale = (): string => pathLocale(useLocation().pathname);

/** The site's words in the current page's locale. */
export const useWords = (): Words => wordsFor(useLocale());

export type { Words };
