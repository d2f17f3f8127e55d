// Generated from entities/news-letter.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { NewsLetter, NewsLetterInput } from '../schemas/news-letter.schema';

/** The fields that `sort` and `filter` of newsLetterApi.list accept. */
export type NewsLetterSortField = 'id' | 'created_at' | 'updated_at' | 'subject' | 'preheader' | 'status' | 'sent_at' | 'recipients';

/** The declared actions that newsLetterApi.bulk runs besides delete and update. */
export type NewsLetterAction = never;

/** The relations that `expand` attaches whole, by their answer key: their field and record. */
export type NewsLetterRelations = Record<never, never>;

/**
 * The API of Newsletters at /api/news-letter: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * @example const { data } = await newsLetterApi.list({ perPage: 10, sort: ['-id'] });
 */
export const newsLetterApi = resourceClient<NewsLetter, NewsLetterInput, NewsLetterSortField, NewsLetterAction, NewsLetterRelations>('news-letter');
