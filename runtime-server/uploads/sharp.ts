/**
 * sharp, loaded on the first upload (lazy-module.ts), without libvips'
 * operation cache: every image is decoded once and never again, so the cache
 * (up to 50 MB by default) only held memory.
 */
import type Sharp from 'sharp';
import { lazyRequire } from '../lazy-module';

const load = lazyRequire<typeof Sharp>('sharp');
let configured = false;

export function sharp(): typeof Sharp {
  const module = load();
  if (!configured) {
    module.cache(false);
    configured = true;
  }
  return module;
}
