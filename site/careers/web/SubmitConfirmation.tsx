/**
 * The last step before an exam is submitted: answers cannot change after, so
 * the applicant confirms, told how many questions they left unanswered.
 */
import { useEffect, useRef } from 'react';
import type { ExamQuestion } from './careers-api';

/** Questions with no choice made or only blank text. */
export const unansweredCount = (questions: readonly ExamQuestion[], answers: Readonly<Record<string, readonly string[]>>): number =>
  questions.filter((q) => !(answers[String(q.id)] ?? []).some((a) => a.trim() !== '')).length;

export function SubmitConfirmation({ unanswered, total, busy, onSubmit, onCancel }: { unanswered: number; total: number; busy: boolean; onSubmit: () => void; onCancel: () => void }) {
  const submitButton = useRef<HTMLButtonElement>(null);
  useEffect(() => submitButton.current?.focus(), []);
  return (
    <div className={`exam-confirm${unanswered ? ' exam-confirm-warning' : ''}`} role="alertdialog" aria-labelledby="exam-confirm-title" aria-describedby="exam-confirm-text">
      <p id="exam-confirm-title" className="exam-confirm-title">Submit your answers?</p>
      <p id="exam-confirm-text">
        {unanswered === 0
          ? `You answered all ${total} questions. `
          : `${unanswered} of ${total} question${total === 1 ? '' : 's'} ${unanswered === 1 ? 'is' : 'are'} unanswered: ${unanswered === 1 ? 'it earns' : 'they earn'} no marks. `}
        You cannot change your answers after submitting.
      </p>
      <div className="exam-confirm-actions">
        <button type="button" className="site-btn" ref={submitButton} onClick={onSubmit} disabled={busy}>{busy ? 'Submitting…' : 'Submit now'}</button>
        <button type="button" className="site-btn site-btn-outline" onClick={onCancel} disabled={busy}>Keep answering</button>
      </div>
    </div>
  );
}
