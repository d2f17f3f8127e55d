/**
 * The public site's own words in the page's locale (site/locale.ts: the path says it). A locale without a
 * catalogue gets English. Kept in site/: the public bundle never loads the admin's catalogue.
 * @example const w = useWords(); <button>{w.addToCart}</button>
 */
import { useLocation } from 'react-router-dom';
import { pathLocale } from '../locale';
import { de } from './words.de';
import { en, type Words } from './words.en';

const CATALOGUES: Record<string, Words> = { en, de };

/** The catalogue of `locale` (its language's, for a regional code such as `de-AT`), English when there is none. */
export const wordsFor = (locale: string): Words => CATALOGUES[locale] ?? CATALOGUES[locale.split('-')[0]!] ?? en;

/** The current page's locale, from its path. */
export const useLocale = (): string => pathLocale(useLocation().pathname);

/** The site's words in the current page's locale. */
export const useWords = (): Words => wordsFor(useLocale());

export type { Words };
