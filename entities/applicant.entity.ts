import { datetime, defineEntity, email, enumOf, file, money, number, phone, relation, text, textarea, url } from '../generator/dsl';
import job from './job.entity';
import user from './user.entity';

/**
 * Someone who applied for a job through the careers pages (the hand-written
 * application routes create these). HR short-lists or rejects them; nobody
 * adds or edits an application by hand.
 */
export default defineEntity({
  name: 'applicant',
  label: 'Applicant',
  pluralLabel: 'Applicants',
  fields: {
    job_id: relation(() => job, { show: 'title', required: true, label: 'Job' }),
    user_id: relation(() => user, { show: 'email', label: 'Account', onDelete: 'set null', help: 'The site account used to apply, if any' }),
    name: text({ label: 'Full name', required: true, max: 120 }),
    email: email({ required: true }),
    phone: phone(),
    location: text({ label: 'Current location', max: 120 }),
    years_experience: number({ label: 'Years of experience', min: 0, max: 60 }),
    linkedin_url: url({ label: 'LinkedIn profile' }),
    portfolio_url: url({ label: 'Portfolio or GitHub' }),
    expected_salary: money({ label: 'Expected salary (per year)' }),
    resume: file({ label: 'Résumé', required: true, accept: ['pdf', 'docx'], maxSizeMb: 5, private: true }),
    cover_letter: textarea({ label: 'Cover letter', max: 5000 }),
    status: enumOf({ new: 'New', shortlisted: 'Short-listed', rejected: 'Rejected' }, { required: true, default: 'new' }),
    exam_score: number({ label: 'Exam score (%)', min: 0, max: 100, help: "The published result of the job's online exam (staff publish it from the answer sheet)" }),
    email_verified_at: datetime({ label: 'Email confirmed at', help: 'When the applicant opened the confirmation link sent to this address' }),
    // The generator has no unique constraint over two columns: the careers routes write "<job id>:<normalised email>"
    // here when the applicant confirms the address, and this column's unique index is what makes a second confirmed
    // application to the same job fail. An unconfirmed application holds no key, so it blocks nobody.
    application_key: text({ label: 'Application key', max: 300, unique: true, searchable: false, help: 'Job and normalised email of a confirmed site application: one application per person and job' }),
  },
  details: { fields: ['job_id', 'user_id', 'name', 'email', 'email_verified_at', 'phone', 'location', 'years_experience', 'linkedin_url', 'portfolio_url', 'expected_salary', 'resume', 'cover_letter', 'status', 'exam_score'] },
  list: { columns: ['name', 'job_id', 'email', 'exam_score', 'status'], defaultSort: '-created_at', filters: ['job_id', 'status'] },
  // Applicants who applied signed in read their own applications; the rest is HR's.
  owner: 'user_id',
  access: { read: 'owner', write: 'admin' },
  views: [
    { path: 'applicant-list/:job_id', title: 'Applicants' },
    { path: 'short-listed-applicant', title: 'Short-listed Applicants', filter: { status: 'shortlisted' } },
    { path: 'reject-listed-applicant', title: 'Rejected Applicants', filter: { status: 'rejected' } },
  ],
  actions: {
    shortlist: { label: 'Shortlist', set: { status: 'shortlisted' }, from: { status: ['new', 'rejected'] } },
    reject: { label: 'Reject', set: { status: 'rejected' }, from: { status: ['new', 'shortlisted'] }, confirm: true },
    reset: { label: 'Back to new', set: { status: 'new' }, from: { status: ['shortlisted', 'rejected'] } },
  },
  admin: { list: 'all-applicants', add: false, edit: false, details: 'applicant-details', nav: false },
});
