import { createContext } from 'react';

/**
 * The public page of each entity's record, by entity API name (`page: (r) => '/' + r.slug`): the site
 * knows its routes, the generic admin does not. A record of an entity with drafts and a path here gets
 * "Live preview" beside its form (LivePreview.tsx); none without a provider.
 */
export type PreviewPaths = Readonly<Record<string, (record: Record<string, unknown>) => string>>;

export const PreviewPathsContext = createContext<PreviewPaths>({});
