/** Name conversions shared by the sanitizer and the emitters. */
// Field kinds write literals and JSX too (kinds/types/emit.ts): one definition for both.
import { jsxString, quote } from '../kinds/types/emit';

export { jsxString, quote };

const words = (name: string): string[] => name.split(/[-_\s]+|(?=[A-Z])/).filter(Boolean).map((w) => w.toLowerCase());

export const pascalCase = (name: string): string => words(name).map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');

export const camelCase = (name: string): string => {
  const pascal = pascalCase(name);
  return pascal[0]!.toLowerCase() + pascal.slice(1);
};

export const kebabCase = (name: string): string => words(name).join('-');

export const snakeCase = (name: string): string => words(name).join('_');

/** `sub_title` → `Sub title`, `service_id` → `Service`. */
export const humanize = (name: string): string => {
  const w = words(name.replace(/_id$/, ''));
  const text = w.join(' ');
  return text[0]!.toUpperCase() + text.slice(1);
};

/** `banner` → `banners`, `category` → `categories`, `address` → `addresses`. */
export const pluralize = (word: string): string => {
  if (/[^aeiou]y$/.test(word)) return word.slice(0, -1) + 'ies';
  if (/(s|x|z|ch|sh)$/.test(word)) return word + 'es';
  return word + 's';
};

/** A plain value (strings, numbers, booleans, arrays, objects) as TypeScript source on one line. */
export function tsLiteral(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(tsLiteral).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    const key = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : quote(k));
    return `{ ${entries.map(([k, v]) => `${key(k)}: ${tsLiteral(v)}`).join(', ')} }`;
  }
  if (typeof value === 'string') return quote(value);
  return String(value);
}
