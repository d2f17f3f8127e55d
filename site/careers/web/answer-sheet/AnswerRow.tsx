/** One question of an answer sheet; a free-text answer gets the reviewer's marks input. */
import { useState } from 'react';
import { apiSend, errorMessage } from '../../../../runtime-web/api/client';
import { useToast } from '../../../../runtime-web/feedback/Toasts';
import type { SheetQuestion } from './types';

export function AnswerRow({ sheetId, question: q, canMark, onMarked }: { sheetId: number; question: SheetQuestion; canMark: boolean; onMarked: () => void }) {
  const toast = useToast();
  const [marks, setMarks] = useState(q.review === null ? '' : String(q.review));
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await apiSend('PUT', `/api/careers/answer-sheets/${sheetId}/marks`, { marks: { [q.id]: Number(marks) } });
      toast.success('Marks saved');
      onMarked();
    } catch (error) {
      toast.error(`Could not save the marks: ${errorMessage(error)}`);
    } finally {
      setBusy(false);
    }
  };
  const waiting = q.kind === 'short_text' && q.auto === null && q.given.some((g) => g.trim());
  return (
    <tr>
      <td>{q.question}</td>
      <td>{q.given.length ? q.given.join(', ') : <span className="muted">No answer</span>}</td>
      <td>{q.correct.join(', ')}{q.kind === 'short_text' && <span className="muted">{q.exact ? ' (exact answers, marked automatically)' : ' (model answers)'}</span>}</td>
      <td>
        {waiting && canMark ? (
          <form
            className="marks-form"
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <label className="visually-hidden" htmlFor={`marks-${q.id}`}>Marks for this answer</label>
            <input id={`marks-${q.id}`} className="input" type="number" min={0} max={q.marks} step="0.5" value={marks} onChange={(e) => setMarks(e.target.value)} required style={{ width: '5rem' }} />{' '}
            / {q.marks}{' '}
            <button type="submit" className="btn btn-small btn-primary" disabled={busy || marks === ''}>Save marks</button>
          </form>
        ) : (
          <>
            {q.auto ?? q.review ?? '–'} / {q.marks}
            {waiting && q.review === null && <span className="muted"> (waiting for a reviewer)</span>}
          </>
        )}
      </td>
    </tr>
  );
}
