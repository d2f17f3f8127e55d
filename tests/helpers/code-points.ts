/**
 * Strings of any Unicode scalar values for fuzzing (every code point but the surrogate halves): what
 * fast-check's `unit: 'binary'` makes. Its own unit maps each of the 1.1 million code points back to an index
 * when a process first makes such a string (to find its built-in tricky strings, `__proto__` and the like,
 * among the values it can shrink to): 4.8 s of CPU in each Vitest worker that used one. This unit finds a
 * string's code point directly.
 */
import fc from 'fast-check';

const SURROGATES = { first: 0xd800, count: 0x800 };
const SCALAR_VALUES = 0x110000 - SURROGATES.count;

/** One scalar value as a string, shrinking towards U+0000. */
export const anyScalarValue: fc.Arbitrary<string> = fc.nat({ max: SCALAR_VALUES - 1 }).map(
  (index) => String.fromCodePoint(index < SURROGATES.first ? index : index + SURROGATES.count),
  (value) => {
    const codePoint = typeof value === 'string' ? value.codePointAt(0) : undefined;
    if (codePoint === undefined || String.fromCodePoint(codePoint) !== value || (codePoint >= SURROGATES.first && codePoint < SURROGATES.first + SURROGATES.count)) throw new Error('not one scalar value');
    return codePoint < SURROGATES.first ? codePoint : codePoint - SURROGATES.count;
  },
);

/** As `fc.string({ unit: 'binary', maxLength })`. */
export const scalarString = (maxLength: number): fc.Arbitrary<string> => fc.string({ unit: anyScalarValue, maxLength });
