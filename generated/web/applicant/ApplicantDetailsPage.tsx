// Generated from entities/applicant.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { DetailsPage } from '../../../runtime-web/details/DetailsPage';
import { applicantMeta } from '../../schemas/applicant.schema';

export default function ApplicantDetailsPage() {
  return <DetailsPage meta={applicantMeta} fields={['job_id', 'user_id', 'name', 'email', 'email_verified_at', 'phone', 'location', 'years_experience', 'linkedin_url', 'portfolio_url', 'expected_salary', 'resume', 'cover_letter', 'status', 'exam_score']} />;
}
