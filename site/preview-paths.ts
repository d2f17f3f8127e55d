/**
 * The public page of each entity with drafts: where its preview shows. Read by
 * the server (preview links answer 303 to it, site/server/render/preview.ts)
 * and by the admin (the live preview beside the form, runtime-web/drafts/
 * LivePreview.tsx), so it imports nothing of either.
 *
 * @example PREVIEW_PATHS.page!({ slug: 'returns' }) // '/returns'
 */
export const PREVIEW_PATHS: Readonly<Record<string, (record: Record<string, unknown>) => string>> = {
  page: (r) => `/${encodeURIComponent(String(r.slug))}`,
  product: (r) => `/product-details/${Number(r.id)}`,
};
