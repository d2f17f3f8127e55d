import { array, date, defineEntity, enumOf, money, number, relation, richText, text, textarea } from '../generator/dsl';
import exam from './exam-question.entity';

/**
 * A job opening on the careers page. Drafts are prepared by HR, posted ones
 * are public and take applications until the deadline, archived ones are kept
 * with their applicants.
 */
export default defineEntity({
  name: 'job',
  label: 'Job',
  pluralLabel: 'Jobs',
  fields: {
    title: text({ required: true, max: 150, localized: true }),
    slug: text({ required: true, max: 160, unique: true, help: 'Used in the page address, e.g. senior-cloud-engineer' }),
    category: enumOf(
      {
        engineering: 'Software Engineering',
        cloud: 'Cloud & Infrastructure',
        security: 'Cybersecurity',
        data: 'Data & Analytics',
        consulting: 'Consulting',
        design: 'Design',
        sales: 'Sales & Marketing',
        operations: 'Operations & Support',
      },
      { required: true, default: 'engineering' },
    ),
    location: text({ required: true, max: 120, help: 'City and country, e.g. Berlin, Germany' }),
    workplace: enumOf({ on_site: 'On site', hybrid: 'Hybrid', remote: 'Remote' }, { label: 'Workplace', required: true, default: 'hybrid' }),
    employment_type: enumOf(
      { full_time: 'Full-time', part_time: 'Part-time', contract: 'Contract', internship: 'Internship', temporary: 'Temporary' },
      { label: 'Employment type', required: true, default: 'full_time' },
    ),
    vacancies: number({ required: true, default: 1, min: 1, max: 100 }),
    experience: text({ max: 80, help: 'e.g. 3-5 years' }),
    salary_min: money({ label: 'Salary from (per year)' }),
    salary_max: money({ label: 'Salary to (per year)' }),
    deadline: date({ label: 'Application deadline' }),
    summary: textarea({ label: 'Short description', max: 500, help: 'Shown on the careers list', localized: true }),
    description: richText({ required: true, help: 'The role and its responsibilities', localized: true }),
    // Rich-text bulleted lists until 0019: its migration turned each <li> into a row.
    requirements: array(
      { text: text({ label: 'Requirement', required: true, max: 300 }) },
      { rowLabel: 'requirement', maxRows: 20, help: 'Skills and experience we look for, one per row', rowsFrom: { format: 'html', into: 'text' }, localized: true },
    ),
    benefits: array(
      { text: text({ label: 'Benefit', required: true, max: 300 }) },
      { rowLabel: 'benefit', maxRows: 20, help: 'What we offer, one per row', rowsFrom: { format: 'html', into: 'text' }, localized: true },
    ),
    state: enumOf({ draft: 'Draft', posted: 'Posted', archived: 'Archived' }, { label: 'Status', required: true, default: 'draft' }),
    exam_id: relation(() => exam, { show: 'title', label: 'Online exam', onDelete: 'set null', help: 'Applicants take this exam after applying; leave empty for none' }),
  },
  // Open jobs: posted, and the deadline (a day, included) not passed; a job without a deadline stays open.
  publicFilter: { state: 'posted', deadline: { gte: 'today', orNull: true } },
  search: { title: ['title'], body: ['summary', 'location', 'description', 'requirements', 'benefits'], url: '/career-details/:id' },
  list: { columns: ['title', 'category', 'location', 'deadline', 'state'], defaultSort: '-created_at', filters: ['state', 'category', 'employment_type', 'workplace'], links: [{ label: 'Applicants', path: 'applicant-list/:id' }] },
  access: { read: 'public', write: 'admin' },
  softDelete: true,
  // Requirements and benefits became lists of rows (0019).
  breaking: [
    'job-selection.benefits type changed from string to array',
    'job-selection.requirements type changed from string to array',
    'job.benefits maxItems none → 20',
    'job.benefits no longer accepts null',
    'job.benefits type changed from string to array',
    'job.requirements maxItems none → 20',
    'job.requirements no longer accepts null',
    'job.requirements type changed from string to array',
    // Requirements and benefits became localized (0024): an answer in a locale may name them as fallbacks.
    "job-selection._meta.fallback[] value 'benefits' added",
    "job-selection._meta.fallback[] value 'requirements' added",
    "job._meta.fallback[] value 'benefits' added",
    "job._meta.fallback[] value 'requirements' added",
  ],
  views: [
    { path: 'drafted-job-list', title: 'Drafted Jobs', filter: { state: 'draft' } },
    { path: 'archived-job-list', title: 'Archived Jobs', filter: { state: 'archived' } },
  ],
  actions: {
    publish: { label: 'Publish', set: { state: 'posted' }, from: { state: ['draft'] } },
    archive: { label: 'Archive', set: { state: 'archived' }, from: { state: ['posted'] }, confirm: true },
    repost: { label: 'Post again', set: { state: 'posted' }, from: { state: ['archived'] } },
    to_draft: { label: 'Back to draft', set: { state: 'draft' }, from: { state: ['posted', 'archived'] }, confirm: true },
  },
  admin: {
    list: 'job-list',
    nav: {
      order: 80,
      label: 'Jobs',
      labels: { de: 'Stellen' },
      query: 'state=posted',
      related: [
        'add-job',
        'edit-job',
        'job-details',
        'applicant-list',
        'drafted-job-list',
        'archived-job-list',
        'all-applicants',
        'applicant-details',
        'short-listed-applicant',
        'reject-listed-applicant',
      ],
    },
  },
});
