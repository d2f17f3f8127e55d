/**
 * Stored upload paths are relative to the API host (`uploads/banner/x.jpg`);
 * absolute URLs and data URLs are used as they are.
 */
export function assetUrl(path: string): string {
  if (/^(https?:|data:|blob:|\/)/i.test(path)) return path;
  return `/${path}`;
}
