/**
 * A colour as `#rrggbb`: the zod helper generated schemas use for color fields (the same schema
 * checks the admin form in the browser and the request on the server), and the pattern for the
 * JSON Schema. Stored and answered in lower case, so that an equality filter finds `#12AB9F` too.
 */
import { z } from 'zod';
import { REQUIRED } from '../../runtime-shared/validation';

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
export const HEX_COLOR_MESSAGE = 'Enter a colour as # followed by six hex digits, e.g. #1e90ff';

export const isHexColor = (value: unknown): value is string => typeof value === 'string' && HEX_COLOR.test(value);

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const code = () => z.string({ error: REQUIRED }).trim().regex(HEX_COLOR, HEX_COLOR_MESSAGE).toLowerCase();
const requiredColor = () => z.preprocess((v) => (blank(v) ? undefined : v), code());
const optionalColor = () => z.preprocess((v) => (blank(v) ? null : v), code().nullable()).optional();

/** A `#rrggbb` colour; blank is no colour (null), or "This field is required" when `required`. */
export function colorValue(options: { required: true }): ReturnType<typeof requiredColor>;
export function colorValue(options: { required: false }): ReturnType<typeof optionalColor>;
export function colorValue(options: { required: boolean }) {
  return options.required ? requiredColor() : optionalColor();
}
