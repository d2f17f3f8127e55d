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
  },
  list: { columns: ['applicant_id', 'exam_id', 'submitted_at', 'score', 'reviewed', 'passed'], defaultSort: '-submitted_at', filters: ['exam_id', 'reviewed', 'passed'] },
  access: { read: 'admin', write: 'admin' },
  admin: {
    list: 'applicants-submit-answer',
    add: false,
    edit: false,
    details: 'applicantAns-details',
    nav: { order: 210, label: 'Applicants Answer', related: ['applicantAns-details'] },
  },
});
