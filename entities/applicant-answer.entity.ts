import { boolean, datetime, defineEntity, json, number, relation } from '../generator/dsl';
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
    score: number({ label: 'Marks scored', min: 0 }),
    max_score: number({ label: 'Marks available', min: 0 }),
    passed: boolean({ default: false }),
  },
  list: { columns: ['applicant_id', 'exam_id', 'submitted_at', 'score', 'passed'], defaultSort: '-submitted_at', filters: ['exam_id', 'passed'] },
  access: { read: 'admin', write: 'admin' },
  admin: {
    list: 'applicants-submit-answer',
    add: false,
    edit: false,
    details: 'applicantAns-details',
    nav: { order: 210, label: 'Applicants Answer', related: ['applicantAns-details'] },
  },
});
