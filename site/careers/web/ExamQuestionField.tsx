/** One exam question as inputs: radio buttons (single choice), checkboxes (multiple choice) or a text box. */
import type { ExamQuestion } from './careers-api';

export function ExamQuestionField({ question: q, value, onChange }: { question: ExamQuestion; value: string[]; onChange: (value: string[]) => void }) {
  const name = `question-${q.id}`;
  const legend = (
    <legend>
      {q.question} <span className="muted small">({q.marks} mark{q.marks === 1 ? '' : 's'})</span>
    </legend>
  );
  if (q.kind === 'short_text') {
    return (
      <fieldset className="exam-question">
        {legend}
        <label className="visually-hidden" htmlFor={name}>Your answer</label>
        <input id={name} name={name} value={value[0] ?? ''} maxLength={2000} onChange={(e) => onChange([e.target.value])} />
      </fieldset>
    );
  }
  const multiple = q.kind === 'multiple_choice';
  return (
    <fieldset className="exam-question">
      {legend}
      {q.hint && <p className="muted small">{q.hint}</p>}
      {q.options.map((option) => (
        <label key={option} className="exam-option">
          <input
            type={multiple ? 'checkbox' : 'radio'}
            name={name}
            value={option}
            checked={value.includes(option)}
            onChange={(e) => onChange(multiple ? (e.target.checked ? [...value, option] : value.filter((v) => v !== option)) : [option])}
          />{' '}
          {option}
        </label>
      ))}
    </fieldset>
  );
}
