/**
 * jsonwebtoken (with semver and its lodash helpers: ~45 ms of CPU), loaded when the first token is signed or
 * checked instead of at start (lazy-module.ts): visitors of the public site and the anonymous API never need it.
 */
import type Jwt from 'jsonwebtoken';
import { lazyRequire } from '../lazy-module';

export const jwt = lazyRequire<typeof Jwt>('jsonwebtoken');
