/**
 * What `POST /api/checkout` accepts. Only product ids and quantities decide
 * the order; `unit_price` is the price the cart showed, used only to tell the
 * buyer that a price changed, never charged. Anything else the browser adds
 * (a total, a price per line) is dropped by the schema.
 */
import { z } from 'zod';
import { idValue, numberValue, REQUIRED, textValue } from '../../../runtime-shared/validation';
import { COUNTRIES } from '../../countries';

/** Most lines and units one checkout may hold: a bound on the work one request makes the server do. */
export const MAX_LINES = 50;
export const MAX_QUANTITY = 999;

const line = z.object({
  product_id: idValue({ required: true }),
  quantity: z.number({ error: REQUIRED }).int('Enter a whole number').min(1, 'Must be at least 1').max(MAX_QUANTITY, `Must be at most ${MAX_QUANTITY}`),
  unit_price: numberValue({ required: false, integer: true, min: 0 }).meta({ description: 'The price the cart showed: a different current price answers 409, it is never charged' }),
});

/** Letters, digits, `-` and `_`: a UUID or any random token the client made for this checkout. */
export const idempotencyKey = z
  .string({ error: REQUIRED })
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'Use 8 to 100 letters, digits, - or _');

const COUNTRY_NAMES = new Set(COUNTRIES.map(([, name]) => name));

/**
 * A name (or ISO code) of the checkout's country list, in any case, stored as the list's name. Read
 * before the text is checked (a preprocess, not a transform after it), so that the field stays a
 * required string in the document made from this schema.
 */
const byKey = new Map(COUNTRIES.flatMap(([code, name]) => [[code.toLowerCase(), name], [name.toLowerCase(), name]] as const));
const country = z
  .preprocess(
    (value) => (typeof value === 'string' ? (byKey.get(value.trim().toLowerCase()) ?? value) : value),
    textValue({ required: true, max: 80 }).refine((name) => COUNTRY_NAMES.has(name), 'Choose a country from the list'),
  )
  .meta({ description: 'A country of ISO 3166-1 by its English name (as the checkout lists them, site/countries.ts) or its two-letter code, in any case; stored as the name', examples: ['United Kingdom', 'de'] });

export const checkoutInput = z.object({
  idempotency_key: idempotencyKey.optional().meta({ description: 'Or the Idempotency-Key header; one of them is required' }),
  lines: z.array(line, { error: 'Add at least one product' }).min(1, 'Add at least one product').max(MAX_LINES, `At most ${MAX_LINES} different products`),
  shipping_name: textValue({ required: true, max: 120 }),
  shipping_company: textValue({ required: false, max: 120 }),
  shipping_address: textValue({ required: true, max: 500 }),
  shipping_city: textValue({ required: true, max: 80 }),
  shipping_postcode: textValue({ required: true, max: 20 }),
  shipping_country: country,
  shipping_phone: textValue({ required: false, max: 30, format: 'phone' }),
  notes: textValue({ required: false, max: 2000 }),
}).meta({ id: 'CheckoutInput', description: 'Only product ids and quantities decide the order; anything else about prices is ignored.' });

export type CheckoutInput = z.output<typeof checkoutInput>;
export type CheckoutLine = CheckoutInput['lines'][number];
