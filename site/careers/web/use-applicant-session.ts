/** The applicant session once React runs in the browser (the server render cannot see sessionStorage). */
import { useHydrated } from '../../account/SignedInOnly';
import { storedApplicantSession } from './applicant-session';

export function useApplicantSession(): { ready: boolean; session: string | null } {
  const hydrated = useHydrated();
  return { ready: hydrated, session: hydrated ? storedApplicantSession() : null };
}
