// Generated from entities/job.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { jobCreateSchema, jobMeta, jobUpdateSchema } from '../../schemas/job.schema';
import { JobFields } from './JobFields';

export default function JobFormPage() {
  return (
    <EntityForm meta={jobMeta} createSchema={jobCreateSchema} updateSchema={jobUpdateSchema}>
      <JobFields />
    </EntityForm>
  );
}
