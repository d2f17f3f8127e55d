import { boolean, datetime, defineEntity, json, number, relation, text } from '../generator/dsl';
import applicant from './applicant.entity';
import exam from './exam-question.entity';

/**
 * An applicant's submitted exam: the answers given, when, and the marks. The
 * hand-written exam routes create and mark it; the back office only reads it.
 */
export default defineEntity({
  name: 'applicant_answer',
  label: 'Applicant Answer',
  pluralLabel: 'Applicants Answers',
  fields: {
    applicant_id: relation(() => applicant, { show: 'name', required: true, label: 'Applicant', onDelete: 'cascade' }),
    exam_id: relation(() => exam, { show: 'title', required: true, label: 'Exam' }),
    answers: json({ help: 'Question id → the answer given (a list of options, or text)' }),
    started_at: datetime({ label: 'Started at', required: true }),
    submitted_at: datetime({ label: 'Submitted at' }),
    auto_score: number({ label: 'Marks from choice questions', integer: false, min: 0, help: 'Scored by the server when the applicant submits' }),
    review_marks: json({ label: 'Reviewer marks', help: 'Question id → the marks a reviewer gave a short-text answer' }),
    reviewed: boolean({ label: 'Fully marked', default: false, help: 'Every short-text answer has its reviewer mark' }),
    score: number({ label: 'Marks scored', integer: false, min: 0 }),
    max_score: number({ label: 'Marks available', min: 0 }),
    passed: boolean({ default: false }),
    // One sheet per applicant and exam: "<applicant id>:<exam id>" under a unique index (no two-column unique in the generator).
    attempt_key: text({ label: 'Attempt key', max: 60, unique: true, searchable: false }),
    // One attempt per person and exam (site/careers/server/exam.ts): "<exam id>:<normalised email>", and
    // "<exam id>:user:<account id>" when the application came from a signed-in account. A second application
    // under another address of the same mailbox, or from the same account, finds its key taken.
    person_key: text({ label: 'Person key', max: 300, unique: true, searchable: false, help: 'The exam and the normalised email address: one attempt per person' }),
    account_key: text({ label: 'Account key', max: 60, unique: true, searchable: false, help: 'The exam and the site account, when the applicant applied signed in' }),
    published: boolean({ label: 'Result published', default: false, help: "The applicant sees the score only once it is published" }),
    published_at: datetime({ label: 'Result published at' }),
  },
  actions: {
    // Through the generic action route (access, audit, history); the careers hooks copy the score to the applicant and mail them.
    publish: { label: 'Publish result', set: { published: true, published_at: '$now' }, from: { reviewed: [true], published: [false] }, confirm: true },
  },
  list: { columns: ['applicant_id', 'exam_id', 'submitted_at', 'score', 'reviewed', 'passed', 'published'], defaultSort: '-submitted_at', filters: ['exam_id', 'reviewed', 'passed', 'published'] },
  access: { read: 'admin', write: 'admin' },
  admin: {
    list: 'applicants-submit-answer',
    add: false,
    edit: false,
    details: 'applicantAns-details',
    nav: { order: 210, labels: { de: 'Antworten der Bewerber' }, label: 'Applicants Answer', related: ['applicantAns-details'] },
  },
});
