import { boolean, defineEntity, enumOf, number, options, relation, text, textarea } from '../generator/dsl';
import questionType from './question-type.entity';

/**
 * One question of the question bank, used by exams. Choice questions list
 * their options and the correct ones (copied exactly); short-text questions
 * list the accepted answers (compared ignoring case and surrounding spaces).
 */
export default defineEntity({
  name: 'single_question',
  label: 'Question',
  pluralLabel: 'Questions',
  fields: {
    question_type_id: relation(() => questionType, { show: 'name', required: true, label: 'Question type' }),
    question: text({ required: true, max: 1000 }),
    options: options({ label: 'Answer options', maxItems: 10, help: 'For choice questions: one option per line, in the order shown' }),
    correct_answers: options({ label: 'Correct answers', required: true, maxItems: 10, help: 'Choice questions: the correct options, exactly as written above. Short text: every accepted answer' }),
    exact_answer: boolean({
      label: 'Marked automatically (exact answer)',
      default: false,
      help: 'Short text only: an answer equal to one of the correct answers (ignoring case and extra spaces) earns the marks on submit, any other answer 0. Leave off for free-text answers that a reviewer marks',
    }),
    marks: number({ required: true, default: 1, min: 0, max: 100 }),
    difficulty: enumOf({ easy: 'Easy', medium: 'Medium', hard: 'Hard' }, { required: true, default: 'medium' }),
    explanation: textarea({ max: 2000, help: 'Why the answer is correct; shown to reviewers, never to applicants' }),
    active: boolean({ label: 'Available for exams', default: true }),
  },
  titleField: 'question',
  list: { columns: ['question', 'question_type_id', 'difficulty', 'marks', 'active'], defaultSort: '-created_at', filters: ['question_type_id', 'difficulty', 'active'] },
  access: { read: 'admin', write: 'admin' },
  admin: { nav: { order: 190, labels: { de: 'Fragen' }, label: 'Questions', related: ['add-single-question', 'edit-single-question', 'single-question-details'] } },
});
