/** The catalogues by admin language, and filling a message's `{name}` placeholders. */
import type { AdminLanguage } from '../../runtime-shared/admin-languages';
import { de } from './messages.de';
import { en, type MessageKey, type Messages } from './messages.en';

export const CATALOGUES: Record<AdminLanguage, Messages> = { en, de };

export type MessageValues = Record<string, string | number>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** The placeholders of a message, e.g. `['label']` for "Add {label}". */
export const placeholdersOf = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

/** `t` for one catalogue: a placeholder without a value stays as written, so a mistake shows. */
export function translator(language: AdminLanguage): Translate {
  const messages = CATALOGUES[language];
  return (key, values) => messages[key].replace(/\{(\w+)\}/g, (whole, name: string) => (values && name in values ? String(values[name]) : whole));
}
