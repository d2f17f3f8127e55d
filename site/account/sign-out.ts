import { authApi } from '../../runtime-web/api/auth-api';
import { clearAuth } from '../../runtime-web/auth/storage';

/**
 * Ends the session on the server (every token of the user), then clears the
 * browser's storage. A failed call (offline, session already ended) still
 * signs out here: the user asked to leave.
 */
export async function signOut(): Promise<void> {
  await authApi.logout().catch(() => undefined);
  clearAuth();
}
