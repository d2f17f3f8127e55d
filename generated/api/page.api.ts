// Generated from entities/page.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { draftClient } from '../../runtime-web/api/draft-client';
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { Page, PageInput } from '../schemas/page.schema';

/** The fields that `sort` and `filter` of pageApi.list accept. */
export type PageSortField = 'id' | 'created_at' | 'updated_at' | 'slug' | 'title' | 'published';

/** The declared actions that pageApi.bulk runs besides delete and update. */
export type PageAction = never;

/** The relations that `expand` attaches whole, by their answer key: their field and record. */
export type PageRelations = Record<never, never>;

/**
 * The API of Content Pages at /api/page: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * With drafts: `list` and `get` answer the live (published) values; staff read and write the draft with
 * getDraft, saveDraft, discardDraft, publish, unpublish, previewLink and schedule (runtime-web/api/draft-client.ts).
 * @example const { data } = await pageApi.list({ perPage: 10, sort: ['-id'] });
 */
export const pageApi = { ...resourceClient<Page, PageInput, PageSortField, PageAction, PageRelations>('page'), ...draftClient<Page, PageInput>('page') };
