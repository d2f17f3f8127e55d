import { boolean, defineEntity, manyToMany, number, richText, text } from '../generator/dsl';
import singleQuestion from './single-question.entity';

/** An online exam: a set of questions from the question bank that applicants to a job answer within a time limit. */
export default defineEntity({
  name: 'exam_question',
  label: 'Exam',
  pluralLabel: 'Exams',
  fields: {
    title: text({ required: true, max: 150 }),
    instructions: richText({ help: 'Shown to the applicant before the exam starts' }),
    duration_minutes: number({ label: 'Duration (minutes)', required: true, default: 30, min: 1, max: 480 }),
    pass_mark: number({ label: 'Pass mark (%)', required: true, default: 60, min: 0, max: 100, help: 'The share of the total marks needed to pass' }),
    question_ids: manyToMany(() => singleQuestion, { show: 'question', label: 'Questions' }),
    shuffle_questions: boolean({ label: 'Shuffle questions', default: true }),
    active: boolean({ label: 'Open for applicants', default: true }),
  },
  list: { columns: ['title', 'duration_minutes', 'pass_mark', 'active'], defaultSort: 'title', filters: ['active'] },
  access: { read: 'admin', write: 'admin' },
  admin: { nav: { order: 200, labels: { de: 'Prüfungen' }, label: 'Exams', related: ['add-exam-question', 'edit-exam-question', 'exam-question-details'] } },
});
