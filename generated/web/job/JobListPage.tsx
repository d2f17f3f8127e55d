// Generated from entities/job.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ListPage, type ListColumn } from '../../../runtime-web/list/ListPage';
import { TrashPage } from '../../../runtime-web/records/TrashPage';
import { jobMeta, type Job } from '../../schemas/job.schema';

const columns: ListColumn<Job>[] = [
  { field: 'title', header: 'Title' },
  { field: 'category', header: 'Category' },
  { field: 'location', header: 'Location' },
  { field: 'deadline', header: 'Application deadline' },
  { field: 'state', header: 'Status' },
];

export default function JobListPage() {
  return <ListPage meta={jobMeta} columns={columns} />;
}

/** Drafted Jobs: /admin/drafted-job-list */
export function DraftedJobListView() {
  return <ListPage meta={jobMeta} columns={columns} title="Drafted Jobs" filter={{ state: 'draft' }} />;
}

/** Archived Jobs: /admin/archived-job-list */
export function ArchivedJobListView() {
  return <ListPage meta={jobMeta} columns={columns} title="Archived Jobs" filter={{ state: 'archived' }} />;
}

/** The trash: /admin/job-list/trash */
export function JobTrashPage() {
  return <TrashPage meta={jobMeta} columns={columns} />;
}
