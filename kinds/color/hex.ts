/** A colour as the API keeps it: `#` and six hex digits (`#1e90ff`). */
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** What a person is told when the typed colour is not one. */
export const HEX_COLOR_MESSAGE = 'Enter a colour as # followed by six hex digits, e.g. #1e90ff';

export const isHexColor = (value: unknown): value is string => typeof value === 'string' && HEX_COLOR.test(value);
