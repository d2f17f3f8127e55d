import type { ServerKind } from '../types/server';

/** `x,y` text: stored and answered as it is (the media library reads it for crops: runtime-server/uploads/library.ts). */
export const server: ServerKind = {};
