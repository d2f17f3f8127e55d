/**
 * /exam: the questions in the exam modal with a countdown. The server
 * recorded the start (a reload continues the same attempt and clock), marks
 * the answers and refuses them after the time plus a short grace; at zero the
 * page submits what it has. Submitting by hand asks first, and names how many
 * questions are still unanswered. Once submitted (now, or before a reload)
 * the page shows only that: no link to ask for, nothing to retry.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { ApiError, errorMessage } from '../../../runtime-web/api/client';
import { Loading } from '../../../runtime-web/feedback/Loading';
import type { PageHead } from '../../head';
import { clearApplicantSession } from './applicant-session';
import { examRules, startExam, submitExam, type ExamPaper } from './careers-api';
import { Countdown } from './Countdown';
import { ExamModal } from './ExamModal';
import { ExamQuestionField } from './ExamQuestionField';
import { ExamSubmitted } from './ExamSubmitted';
import { TAKEN_ELSEWHERE } from './exam-texts';
import { NeedsConfirmation } from './NeedsConfirmation';
import { SubmitConfirmation, unansweredCount } from './SubmitConfirmation';
import { useApplicantSession } from './use-applicant-session';

export const handle = { head: (): PageHead => ({ title: 'Online exam', description: 'Your online exam.' }) };

type Answers = Record<string, string[]>;


/** Why there is no paper: no valid session (ask for a link), the exam is done, or another refusal said plainly. */
type Problem = { kind: 'session'; message: string } | { kind: 'submitted' } | { kind: 'refused'; message: string };

const page = (content: ReactNode) => (
  <section className="section">
    <div className="container narrow">{content}</div>
  </section>
);

export function Component() {
  const { ready, session } = useApplicantSession();
  const [paper, setPaper] = useState<(ExamPaper & { offsetMs: number }) | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [answers, setAnswers] = useState<Answers>({});
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  // `submit` reads the latest answers through the ref, so the countdown's `onEnd` never sends an old copy.
  // A layout effect: it runs before any passive effect, the countdown's (which may submit) included.
  const answersRef = useRef(answers);
  useLayoutEffect(() => {
    answersRef.current = answers;
  }, [answers]);

  useEffect(() => {
    if (!session) return;
    const load = async () => {
      // The rules first: a reload after submitting, or an exam taken with another application, starts nothing.
      const rules = await examRules(session);
      if (rules.attempt?.submitted_at) return setProblem({ kind: 'submitted' });
      if (rules.taken_elsewhere) return setProblem({ kind: 'refused', message: TAKEN_ELSEWHERE });
      const p = await startExam(session);
      setPaper({ ...p, offsetMs: Date.parse(p.server_now) - Date.now() });
    };
    load().catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 401) {
        clearApplicantSession();
        return setProblem({ kind: 'session', message: errorMessage(error) });
      }
      setProblem({ kind: 'refused', message: errorMessage(error) });
    });
  }, [session]);

  const submit = useCallback(async () => {
    if (!session) return;
    setBusy(true);
    try {
      await submitExam(session, answersRef.current);
      setDone(true);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && /already submitted/.test(error.message)) setDone(true);
      else setSubmitError(errorMessage(error));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }, [session]);

  if (!ready) return <Loading />;
  if (!session || problem?.kind === 'session') return page(<NeedsConfirmation {...(problem?.kind === 'session' ? { message: problem.message } : {})} />);
  if (problem?.kind === 'submitted') return page(<ExamSubmitted />);
  if (problem?.kind === 'refused') return page(<p className="site-error" role="alert">{problem.message}</p>);
  if (!paper) return page(<Loading />);
  return (
    <ExamModal title="Online exam">
      {done ? (
        <ExamSubmitted />
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setConfirming(true);
          }}
        >
          <Countdown endsAt={paper.attempt.ends_at} offsetMs={paper.offsetMs} onEnd={() => void submit()} />
          {submitError && <p className="site-error" role="alert">{submitError}</p>}
          <ol className="exam-questions">
            {paper.questions.map((q) => (
              <li key={q.id}>
                <ExamQuestionField question={q} value={answers[String(q.id)] ?? []} onChange={(value) => setAnswers((a) => ({ ...a, [String(q.id)]: value }))} />
              </li>
            ))}
          </ol>
          {confirming ? (
            <SubmitConfirmation unanswered={unansweredCount(paper.questions, answers)} total={paper.questions.length} busy={busy} onSubmit={() => void submit()} onCancel={() => setConfirming(false)} />
          ) : (
            <button type="submit" className="site-btn" disabled={busy}>Submit answers</button>
          )}
        </form>
      )}
    </ExamModal>
  );
}
