/**
 * A focal point: where the subject of an image is, as `x,y` in percent of its width and height from the
 * top left (`50,50` is the centre). The media library's crops are cut around it
 * (runtime-server/uploads/thumbnails.ts); the admin chooses it by clicking on the image (kinds/focal-point).
 */
export interface FocalPoint {
  /** Percent of the width, from the left: 0 to 100. */
  x: number;
  /** Percent of the height, from the top: 0 to 100. */
  y: number;
}

export const CENTRE: FocalPoint = { x: 50, y: 50 };

export const FOCAL_POINT = /^(100|\d{1,2})(\.\d)?,(100|\d{1,2})(\.\d)?$/;

/** `'30,70'` → `{ x: 30, y: 70 }`; anything else (none, malformed, beyond 100) → undefined. */
export function parseFocalPoint(value: unknown): FocalPoint | undefined {
  if (typeof value !== 'string' || !FOCAL_POINT.test(value)) return undefined;
  const [x, y] = value.split(',').map(Number) as [number, number];
  return x <= 100 && y <= 100 ? { x, y } : undefined;
}

/** `{ x: 30.04, y: 70 }` → `'30,70'` (one decimal at most, within 0-100). */
export function formatFocalPoint(point: FocalPoint): string {
  const clamp = (n: number) => Math.round(Math.min(100, Math.max(0, n)) * 10) / 10;
  return `${clamp(point.x)},${clamp(point.y)}`;
}
