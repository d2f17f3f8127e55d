/**
 * Where the browser keeps the applicant session the server signed after the
 * email confirmation (sessionStorage: it ends with the tab). Holding it opens
 * nothing by itself: every exam call sends it and the server checks its
 * signature (the original compared a localStorage string with `true`).
 */
const KEY = 'applicantSession';

export const storedApplicantSession = (): string | null => (typeof window === 'undefined' ? null : window.sessionStorage.getItem(KEY));
export const storeApplicantSession = (session: string) => window.sessionStorage.setItem(KEY, session);
export const clearApplicantSession = () => window.sessionStorage.removeItem(KEY);
