import { defineEntity, enumOf, text, textarea } from '../generator/dsl';

/** A kind of exam question and how it is answered and marked (e.g. "Multiple choice: pick all that apply"). */
export default defineEntity({
  name: 'question_type',
  label: 'Question Type',
  pluralLabel: 'Question Types',
  fields: {
    name: text({ required: true, max: 80, unique: true }),
    kind: enumOf(
      { single_choice: 'Single choice (one correct option)', multiple_choice: 'Multiple choice (all correct options)', short_text: 'Short text answer' },
      { required: true, default: 'single_choice', label: 'Answer kind', help: 'Decides how applicants answer and how answers are marked' },
    ),
    description: textarea({ max: 1000, help: 'Instructions shown to applicants above questions of this type' }),
  },
  list: { columns: ['name', 'kind'], defaultSort: 'name', filters: ['kind'] },
  access: { read: 'admin', write: 'admin' },
  admin: { details: false, nav: { order: 180, labels: { de: 'Fragetypen' }, label: 'Question Types', related: ['add-question-type', 'edit-question-type'] } },
});
