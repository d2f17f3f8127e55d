/** The catalogues by admin language, and filling a message's `{name}` placeholders. */
import type { AdminLanguage } from '../../runtime-shared/admin-languages';
import { displayTranslate } from './display-language';
import type { MessageValues, Translate } from './types';
import { de } from './messages.de';
import { en, type Messages } from './messages.en';

export const CATALOGUES: Record<AdminLanguage, Messages> = { en, de };

export type { MessageValues, Translate } from './types';

/** The placeholders of a message, e.g. `['label']` for "Add {label}" (and for "All {label|lower}"). */
export const placeholdersOf = (text: string): string[] => [...text.matchAll(/\{(\w+)(?:\|lower)?\}/g)].map((m) => m[1]!).sort();

/** `t` for one catalogue: a placeholder without a value stays as written, so a mistake shows. */
export function translator(language: AdminLanguage): Translate {
  const messages = CATALOGUES[language];
  return (key, values) => fill(messages[key], values);
}

/** `t` of the admin's current language, for code outside components (a kind's `text()`, `errorMessage()`); English outside the admin. */
export const currentT = (): Translate => displayTranslate() ?? translator('en');

/**
 * A text with its `{name}` placeholders filled; one without a value stays as written. `{name|lower}` puts the
 * value in lower case, for a label inside an English sentence ("All jobs"), where German keeps its capital.
 */
export const fill = (text: string, values?: MessageValues): string =>
  text.replace(/\{(\w+)(\|lower)?\}/g, (whole, name: string, lower?: string) => {
    if (!values || !(name in values)) return whole;
    const value = String(values[name]);
    return lower ? value.toLowerCase() : value;
  });
