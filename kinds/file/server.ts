import type { ServerKind } from '../types/server';

/** An uploaded file's path: uploads are handled by runtime-server/uploads for every field with `upload` meta. */
export const server: ServerKind = {};
