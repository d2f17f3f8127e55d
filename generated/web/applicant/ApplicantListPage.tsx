// Generated from entities/applicant.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ListPage, type ListColumn } from '../../../runtime-web/list/ListPage';
import { applicantMeta, type Applicant } from '../../schemas/applicant.schema';

const columns: ListColumn<Applicant>[] = [
  { field: 'name', header: 'Full name' },
  { field: 'job_id', header: 'Job' },
  { field: 'email', header: 'Email' },
  { field: 'exam_score', header: 'Exam score (%)' },
  { field: 'status', header: 'Status' },
];

export default function ApplicantListPage() {
  return <ListPage meta={applicantMeta} columns={columns} />;
}

/** Applicants: /admin/applicant-list/:job_id */
export function ApplicantListView() {
  return <ListPage meta={applicantMeta} columns={columns} title="Applicants" paramFilters={['job_id']} />;
}

/** Short-listed Applicants: /admin/short-listed-applicant */
export function ShortListedApplicantView() {
  return <ListPage meta={applicantMeta} columns={columns} title="Short-listed Applicants" filter={{ status: 'shortlisted' }} />;
}

/** Rejected Applicants: /admin/reject-listed-applicant */
export function RejectListedApplicantView() {
  return <ListPage meta={applicantMeta} columns={columns} title="Rejected Applicants" filter={{ status: 'rejected' }} />;
}
