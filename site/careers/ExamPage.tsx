/**
 * /exam: the questions in the exam modal with a countdown. The server
 * recorded the start (a reload continues the same attempt and clock), marks
 * the answers and refuses them after the time plus a short grace; at zero the
 * page submits what it has.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError, errorMessage } from '../../runtime-web/api/client';
import { Loading } from '../../runtime-web/feedback/Loading';
import type { PageHead } from '../head';
import { clearApplicantSession } from './applicant-session';
import { startExam, submitExam, type ExamPaper } from './careers-api';
import { Countdown } from './Countdown';
import { ExamModal } from './ExamModal';
import { ExamQuestionField } from './ExamQuestionField';
import { NeedsConfirmation } from './NeedsConfirmation';
import { useApplicantSession } from './use-applicant-session';

export const handle = { head: (): PageHead => ({ title: 'Online exam', description: 'Your online exam.' }) };

type Answers = Record<string, string[]>;

export function Component() {
  const { ready, session } = useApplicantSession();
  const [paper, setPaper] = useState<(ExamPaper & { offsetMs: number }) | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [answers, setAnswers] = useState<Answers>({});
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const answersRef = useRef(answers);
  answersRef.current = answers;

  useEffect(() => {
    if (!session) return;
    startExam(session).then(
      (p) => setPaper({ ...p, offsetMs: Date.parse(p.server_now) - Date.now() }),
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 401) clearApplicantSession();
        setProblem(errorMessage(error));
      },
    );
  }, [session]);

  const submit = useCallback(async () => {
    if (!session) return;
    setBusy(true);
    try {
      await submitExam(session, answersRef.current);
      setDone(true);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }, [session]);

  if (!ready) return <Loading />;
  if (!session) return <section className="section"><div className="container narrow"><NeedsConfirmation /></div></section>;
  if (!paper) return <section className="section"><div className="container narrow">{problem ? <NeedsConfirmation message={problem} /> : <Loading />}</div></section>;
  return (
    <ExamModal title="Online exam">
      {done ? (
        <div className="thank-you" role="status">
          <h3>Thank you: your answers are submitted</h3>
          <p>Our HR team reviews every exam and will contact you by email.</p>
          <Link className="site-btn" to="/careers">Back to careers</Link>
        </div>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Countdown endsAt={paper.attempt.ends_at} offsetMs={paper.offsetMs} onEnd={() => void submit()} />
          {problem && <p className="site-error" role="alert">{problem}</p>}
          <ol className="exam-questions">
            {paper.questions.map((q) => (
              <li key={q.id}>
                <ExamQuestionField question={q} value={answers[String(q.id)] ?? []} onChange={(value) => setAnswers((a) => ({ ...a, [String(q.id)]: value }))} />
              </li>
            ))}
          </ol>
          <button type="submit" className="site-btn" disabled={busy}>{busy ? 'Submitting…' : 'Submit answers'}</button>
        </form>
      )}
    </ExamModal>
  );
}
