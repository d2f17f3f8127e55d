// Generated from entities/job.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { DetailsPage } from '../../../runtime-web/details/DetailsPage';
import { jobMeta } from '../../schemas/job.schema';

export default function JobDetailsPage() {
  return <DetailsPage meta={jobMeta} fields={['title', 'slug', 'category', 'location', 'workplace', 'employment_type', 'vacancies', 'experience', 'salary_min', 'salary_max', 'deadline', 'summary', 'description', 'requirements', 'benefits', 'state', 'exam_id']} />;
}
