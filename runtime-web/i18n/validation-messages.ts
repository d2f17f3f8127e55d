/**
 * The validation texts of runtime-shared/validation.ts in the admin's language. The schemas are shared
 * with the server, whose answers stay English; the form translates the messages it knows (by their
 * English wording, numbers kept) and shows any other message as it came.
 */
import type { Translate } from './types';
import type { MessageKey } from './messages.en';

const FIXED: Record<string, MessageKey> = {
  'This field is required': 'validation.required',
  'Enter a valid email address': 'validation.email',
  'Enter a valid URL (http:// or https://)': 'validation.url',
  'Enter a valid phone number': 'validation.phone',
  'Enter a number': 'validation.number',
  'Enter a whole number': 'validation.integer',
  'Use at least 8 characters': 'validation.passwordShort',
  'Choose one of the options': 'validation.chooseOption',
  'Enter a date as YYYY-MM-DD': 'validation.date',
  'Enter a real date (YYYY-MM-DD)': 'validation.realDate',
  'Enter a date and time': 'validation.dateTime',
  'This value is already used': 'server.taken',
  'No record has this id': 'validation.noRecord',
  'An option cannot be empty': 'validation.emptyOption',
  'Items must not repeat': 'validation.repeated',
  'The text is too long': 'validation.textTooLong',
  'Choose from the list': 'validation.fromList',
  'Choose true or false': 'validation.trueFalse',
  'Enter a JSON object': 'validation.jsonObject',
  'Enter a JSON object, e.g. {"key": "value"}': 'validation.jsonObject',
  'Enter an amount such as 12.50': 'validation.amount',
  'Enter a colour as # followed by six hex digits, e.g. #1e90ff': 'validation.colour',
  'Click on the image to choose its focal point': 'validation.focalPoint',
  'Enter a list of blocks': 'validation.blocks',
  'Enter a list of options': 'validation.options',
  'Enter an object of its fields': 'validation.object',
};

const WITH_NUMBER: [RegExp, MessageKey, string][] = [
  [/^Must be at most (\d+) characters$/, 'validation.tooLong', 'max'],
  [/^Must be at least (-?[\d.]+)$/, 'validation.atLeast', 'min'],
  [/^Must be at most (-?[\d.]+)$/, 'validation.atMost', 'max'],
  [/^At most (\d+) options$/, 'validation.maxOptions', 'max'],
  [/^Add at least (\d+) \S+$/, 'validation.minItems', 'min'],
  [/^At most (\d+) \S+$/, 'validation.maxItems', 'max'],
];

/** @example validationText('Must be at most 80 characters', t) // "Höchstens 80 Zeichen" in German */
export function validationText(message: string, t: Translate): string {
  const fixed = FIXED[message];
  if (fixed) return t(fixed);
  for (const [pattern, key, name] of WITH_NUMBER) {
    const found = pattern.exec(message);
    if (found) return t(key, { [name]: found[1]! });
  }
  return message;
}
