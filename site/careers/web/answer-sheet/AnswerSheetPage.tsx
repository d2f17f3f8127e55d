/**
 * applicantAns-details/:id, hand-written because the generated details screen
 * shows the stored JSON only: each answer beside the answer key with its
 * marks, a marks input for short-text answers (needs the applicant-answer
 * update grant), the total and pass/fail, the sheet's Publish result action
 * (the applicant sees no marks before it) and the applicant's shortlist and
 * reject actions (the generic action buttons) with a link to their details
 * (résumé download).
 */
import { Link, useParams } from 'react-router-dom';
import { applicantAnswerMeta } from '../../../../generated/schemas/applicant-answer.schema';
import { applicantMeta } from '../../../../generated/schemas/applicant.schema';
import { ActionButtons } from '../../../../runtime-web/actions/ActionButtons';
import type { DataResponse } from '../../../../runtime-web/api/client';
import { useApiGet } from '../../../../runtime-web/api/use-api-get';
import { canManage } from '../../../../runtime-web/auth/can';
import { useAuthUser } from '../../../../runtime-web/auth/use-auth-user';
import { ErrorMessage } from '../../../../runtime-web/feedback/ErrorMessage';
import { Loading } from '../../../../runtime-web/feedback/Loading';
import { AnswerRow } from './AnswerRow';
import type { AnswerSheet } from './types';

export default function AnswerSheetPage() {
  const { id } = useParams();
  const user = useAuthUser();
  const { data, error, loading, reload } = useApiGet<DataResponse<AnswerSheet>>(`/api/careers/answer-sheets/${id}`);
  const sheet = data?.data;
  const canMark = canManage('applicant-answer', 'update', user);

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
                  <AnswerRow key={q.id} sheetId={sheet.id} question={q} canMark={canMark && Boolean(sheet.submitted_at) && !sheet.published_at} onMarked={reload} />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
