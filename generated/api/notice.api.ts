// Generated from entities/notice.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { Notice, NoticeInput } from '../schemas/notice.schema';

/** The fields that `sort` and `filter` of noticeApi.list accept. */
export type NoticeSortField = 'id' | 'created_at' | 'updated_at' | 'title' | 'published_at' | 'pinned';

/** The declared actions that noticeApi.bulk runs besides delete and update. */
export type NoticeAction = never;

/** The relations that `expand` attaches whole, by their answer key: their field and record. */
export type NoticeRelations = Record<never, never>;

/**
 * The API of Notices at /api/notice: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * @example const { data } = await noticeApi.list({ perPage: 10, sort: ['-id'] });
 */
export const noticeApi = resourceClient<Notice, NoticeInput, NoticeSortField, NoticeAction, NoticeRelations>('notice');
