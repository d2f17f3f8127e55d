/**
 * Packages the first answer does not need (image processing, file sniffing,
 * HTML sanitizing, mail) are loaded when first used, not at start: together
 * they were about a fifth of the time from `node` to the first answer.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** A CommonJS package, required on the first call (synchronous, for code that cannot wait). */
export function lazyRequire<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(name) as T);
}
