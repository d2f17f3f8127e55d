/**
 * applicantAns-details/:id, hand-written because the generated details screen
 * shows the stored JSON only: each answer beside the answer key with its
 * marks, a marks input for short-text answers (needs the applicant-answer
 * update grant), the total and pass/fail, the sheet's Publish result action
 * (the applicant sees no marks before it) and the applicant's shortlist and
 * reject actions (the generic action buttons) with a link to their details
 * (résumé download).
 *
 * Marks are saved with the sheet's version (`If-Match`: the `updated_at` it
 * was loaded with, then the one each save answers). When another reviewer
 * saved in between, the save answers 409: the notice says so, the typed marks
 * stay in their boxes, and Reload brings the stored marks beside them.
 */
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '../../../components/LocaleLink';
import { applicantAnswerMeta } from '../../../../generated/schemas/applicant-answer.schema';
import { applicantMeta } from '../../../../generated/schemas/applicant.schema';
import { ActionButtons } from '../../../../runtime-web/actions/ActionButtons';
import { apiSend, errorMessage, isStaleSave, type ApiError, type DataResponse } from '../../../../runtime-web/api/client';
import { useApiGet } from '../../../../runtime-web/api/use-api-get';
import { canManage } from '../../../../runtime-web/auth/can';
import { useAuthUser } from '../../../../runtime-web/auth/use-auth-user';
import { ErrorMessage } from '../../../../runtime-web/feedback/ErrorMessage';
import { Loading } from '../../../../runtime-web/feedback/Loading';
import { useToast } from '../../../../runtime-web/feedback/Toasts';
import { ConflictNotice } from '../../../../runtime-web/form/ConflictNotice';
import { AnswerRow } from './AnswerRow';
import { withSaved } from './saved-sheet';
import type { AnswerSheet, MarksEdit, ReviewedSheet } from './types';

export default function AnswerSheetPage() {
  const { id } = useParams();
  // Keyed: another sheet starts without this one's typed marks and saves.
  return <AnswerSheetScreen key={id} id={id ?? ''} />;
}

function AnswerSheetScreen({ id }: { id: string }) {
  const user = useAuthUser();
  const toast = useToast();
  const { data, error, loading, reload } = useApiGet<DataResponse<AnswerSheet>>(`/api/careers/answer-sheets/${id}`);
  // The answer of this reviewer's last save (newer than the loaded sheet until the next load).
  const [saved, setSaved] = useState<ReviewedSheet>();
  // Marks typed and not saved, by question id.
  const [edits, setEdits] = useState<Record<string, MarksEdit>>({});
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<{ error: ApiError; marks: Record<string, number> }>();
  const notice = useRef<HTMLDivElement>(null);
  const sheet = data && withSaved(data.data, saved);
  const canMark = canManage('applicant-answer', 'update', user);

  // The notice is above the sheet; the Save button may be far below it.
  useEffect(() => {
    if (conflict) notice.current?.scrollIntoView({ block: 'nearest' });
  }, [conflict]);

  const save = async (marks: Record<string, number>, overwrite = false) => {
    if (!sheet) return;
    setSaving(true);
    setConflict(undefined);
    try {
      // Overwrite: no If-Match, the reviewer chose to replace the other reviewer's marks.
      const options = overwrite ? {} : { headers: { 'If-Match': `"${sheet.updated_at}"` } };
      const answer = await apiSend<DataResponse<ReviewedSheet>>('PUT', `/api/careers/answer-sheets/${sheet.id}/marks`, { marks }, options);
      setSaved(answer.data);
      setEdits((all) => Object.fromEntries(Object.entries(all).filter(([qid]) => !(qid in marks))));
      toast.success('Marks saved');
    } catch (failure) {
      // Another reviewer saved first: nothing was written, the typed marks stay where they are.
      if (isStaleSave(failure)) setConflict({ error: failure, marks });
      else toast.error(`Could not save the marks: ${errorMessage(failure)}`);
    } finally {
      setSaving(false);
    }
  };

  const type = (question: number, value: string, stored: number | null) =>
    setEdits((all) => ({ ...all, [question]: { value, base: all[question]?.base ?? stored } }));
  const keepStored = (question: number) => setEdits((all) => Object.fromEntries(Object.entries(all).filter(([qid]) => qid !== String(question))));

  return (
    <section className="page">
      <header className="page-header">
        <h1>Answer sheet{sheet ? `: ${sheet.applicant.name}` : ''}</h1>
        <div className="page-actions">
          {sheet && <ActionButtons meta={applicantAnswerMeta} record={{ id: sheet.id, reviewed: sheet.reviewed && Boolean(sheet.submitted_at), published: sheet.published_at !== null }} onDone={reload} />}
          {sheet && <ActionButtons meta={applicantMeta} record={{ id: sheet.applicant.id, status: sheet.applicant.status }} onDone={reload} />}
          {sheet && <Link className="btn" to={`/admin/${applicantMeta.admin.details}/${sheet.applicant.id}`}>Applicant and résumé</Link>}
          <Link className="btn" to="/admin/applicants-submit-answer">Back</Link>
        </div>
      </header>
      {error && <ErrorMessage error={error} onRetry={reload} />}
      {loading && !sheet && <Loading />}
      {conflict && (
        <div ref={notice}>
          <ConflictNotice
            meta={applicantAnswerMeta}
            error={conflict.error}
            busy={saving || loading}
            onReload={() => {
              setConflict(undefined);
              reload();
            }}
            onOverwrite={() => void save(conflict.marks, true)}
          >
            <p>
              <strong>Another reviewer saved marks on this sheet after you opened it, so yours were not saved.</strong>
            </p>
            <p>Your marks stay in their boxes. Reload shows the marks stored now beside yours, to compare and save again; Overwrite saves yours over theirs now.</p>
          </ConflictNotice>
        </div>
      )}
      {sheet && (
        <>
          <div className="card sheet-summary">
            <p>
              <strong>{sheet.exam.title}</strong> for {sheet.applicant.job_title} · {sheet.applicant.email} · status{' '}
              <span className={`status-pill status-${sheet.applicant.status}`}>{sheet.applicant.status}</span>
            </p>
            <p data-testid="sheet-total">
              Score <strong>{sheet.score} / {sheet.max}</strong> ({sheet.max ? Math.round((100 * sheet.score) / sheet.max) : 0}%, pass mark {sheet.exam.pass_mark}%) ·{' '}
              {!sheet.submitted_at ? 'Not submitted yet' : !sheet.reviewed ? 'Waiting for a reviewer' : sheet.passed ? <strong className="status-pill status-shortlisted">Passed</strong> : <strong className="status-pill status-rejected">Failed</strong>}
            </p>
            <p data-testid="sheet-published">{sheet.published_at ? `Result published to the applicant on ${new Date(sheet.published_at).toLocaleString()}; the marks are fixed.` : 'Not published: the applicant does not see any marks until you publish the result.'}</p>
            <p className="muted">Automatic marks {sheet.auto}. Multiple choice: each correct option chosen earns its share, each wrong one takes a share away (never below 0).</p>
          </div>
          <div className="card table-wrap">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">Question</th>
                  <th scope="col">Answer given</th>
                  <th scope="col">Correct answer</th>
                  <th scope="col">Marks</th>
                </tr>
              </thead>
              <tbody>
                {sheet.questions.map((q) => (
                  <AnswerRow
                    key={q.id}
                    question={q}
                    canMark={canMark && Boolean(sheet.submitted_at) && !sheet.published_at}
                    edit={edits[q.id]}
                    busy={saving}
                    onType={(value) => type(q.id, value, q.review)}
                    onSave={(marks) => void save({ [q.id]: marks })}
                    onKeepStored={() => keepStored(q.id)}
                  />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
