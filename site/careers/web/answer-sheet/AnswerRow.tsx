/**
 * One question of an answer sheet; a free-text answer gets the reviewer's
 * marks input. The typed marks live in the page (AnswerSheetPage), so they
 * survive a reload of the sheet; when the stored marks changed under them
 * (another reviewer), the row shows both.
 */
import type { MarksEdit, SheetQuestion } from './types';

export interface AnswerRowProps {
  question: SheetQuestion;
  canMark: boolean;
  /** The marks typed here and not saved yet. */
  edit: MarksEdit | undefined;
  /** A save of this sheet is under way: one at a time, each based on the version the last one made. */
  busy: boolean;
  onType: (value: string) => void;
  onSave: (marks: number) => void;
  /** Drops the typed marks for the stored ones. */
  onKeepStored: () => void;
}

const shown = (marks: number | null, of: number) => (marks === null ? 'no marks' : `${marks} / ${of}`);

export function AnswerRow({ question: q, canMark, edit, busy, onType, onSave, onKeepStored }: AnswerRowProps) {
  const marks = edit?.value ?? (q.review === null ? '' : String(q.review));
  const waiting = q.kind === 'short_text' && q.auto === null && q.given.some((g) => g.trim());
  // Typed over marks that another reviewer has replaced since: both stay visible until this reviewer chooses.
  const changedUnder = edit !== undefined && edit.base !== q.review;
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
              onSave(Number(marks));
            }}
          >
            <label className="visually-hidden" htmlFor={`marks-${q.id}`}>Marks for this answer</label>
            <input id={`marks-${q.id}`} className="input" type="number" min={0} max={q.marks} step="0.5" value={marks} onChange={(e) => onType(e.target.value)} required style={{ width: '5rem' }} />{' '}
            / {q.marks}{' '}
            <button type="submit" className="btn btn-small btn-primary" disabled={busy || marks === ''}>Save marks</button>
            {changedUnder && (
              <p className="field-error" data-testid={`marks-changed-${q.id}`}>
                Another reviewer saved {shown(q.review, q.marks)} here after you typed yours; {marks === '' ? 'your box is empty' : `your ${marks} is not saved`}. Save marks to replace theirs, or{' '}
                <button type="button" className="btn btn-small" onClick={onKeepStored} disabled={busy}>Keep theirs</button>
              </p>
            )}
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
