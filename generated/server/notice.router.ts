// Generated from entities/notice.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { createCrudRouter } from '../../runtime-server/crud/router';
import { noticeCreateSchema, noticeMeta, noticeUpdateSchema } from '../schemas/notice.schema';
import { noticeAnswer } from './serializers';
import { noticeStatements } from './statements/notice';

/** The REST API of Notices at /api/notice. */
export const noticeRouter = createCrudRouter({
  meta: noticeMeta,
  createSchema: noticeCreateSchema,
  updateSchema: noticeUpdateSchema,
  answer: noticeAnswer,
  statements: noticeStatements,
});
