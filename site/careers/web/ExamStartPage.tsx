/**
 * /exam-start: the rules of the applicant's exam, then "Start". Opens only
 * with the applicant session the server signed at the email confirmation;
 * the server refuses the exam calls without it (a 401 clears a stale one).
 */
import { useEffect, useState } from 'react';
import { Link } from '../../components/LocaleLink';
import { ApiError, errorMessage } from '../../../runtime-web/api/client';
import { Loading } from '../../../runtime-web/feedback/Loading';
import { RichText } from '../../components/RichText';
import type { PageHead } from '../../head';
import { clearApplicantSession } from './applicant-session';
import { examRules, type ExamRules } from './careers-api';
import { TAKEN_ELSEWHERE } from './exam-texts';
import { ExamSubmitted } from './ExamSubmitted';
import { NeedsConfirmation } from './NeedsConfirmation';
import { useApplicantSession } from './use-applicant-session';

export const handle = { head: (): PageHead => ({ title: 'Online exam', description: 'The rules of your online exam.' }) };

export function Component() {
  const { ready, session } = useApplicantSession();
  const [rules, setRules] = useState<ExamRules | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!session) return;
    examRules(session).then(setRules, (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) clearApplicantSession();
      setProblem(errorMessage(error));
    });
  }, [session]);

  return (
    <>
      <header className="page-header">
        <div className="container">
          <p className="eyebrow">Careers</p>
          <h1>{rules ? rules.exam.title : 'Online exam'}</h1>
          {rules && <p className="page-lead">For your application as {rules.applicant.job_title}.</p>}
        </div>
      </header>
      <section className="section">
        <div className="container narrow">
          {!ready && <Loading />}
          {ready && !session && <NeedsConfirmation />}
          {problem && <NeedsConfirmation message={problem} />}
          {rules && <Rules rules={rules} />}
        </div>
      </section>
    </>
  );
}

function Rules({ rules }: { rules: ExamRules }) {
  const { exam, attempt, result } = rules;
  if (result) {
    return (
      <div className="thank-you" role="status">
        <h2>Your result</h2>
        <p>
          {result.score} of {result.max} marks ({result.percent}%). The pass mark is {exam.pass_mark}%: {result.passed ? 'you passed' : 'you did not pass this time'}. Our HR team will write to you about the next steps.
        </p>
      </div>
    );
  }
  if (attempt?.submitted_at) return <ExamSubmitted />;
  if (rules.taken_elsewhere) {
    return (
      <p className="empty-state" role="status">{TAKEN_ELSEWHERE}</p>
    );
  }
  return (
    <>
      <RichText html={exam.instructions} />
      <ul className="exam-rules">
        <li>{exam.questions} question{exam.questions === 1 ? '' : 's'}, {exam.duration_minutes} minute{exam.duration_minutes === 1 ? '' : 's'}. The pass mark is {exam.pass_mark}% of the marks.</li>
        <li>The timer starts when you press Start and cannot be paused; reloading the page does not stop it.</li>
        <li>Multiple-choice questions: each correct option earns its share of the marks, each wrong option takes one share away.</li>
        <li>You can submit once. Answers sent after the time is up are not accepted.</li>
      </ul>
      <Link className="site-btn" to="/exam">{attempt ? 'Continue the exam' : 'Start the exam'}</Link>
    </>
  );
}
