// Generated from entities/notice.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { noticeCreateSchema, noticeMeta, noticeUpdateSchema } from '../../schemas/notice.schema';
import { NoticeFields } from './NoticeFields';

export default function NoticeFormPage() {
  return (
    <EntityForm meta={noticeMeta} createSchema={noticeCreateSchema} updateSchema={noticeUpdateSchema}>
      <NoticeFields />
    </EntityForm>
  );
}
