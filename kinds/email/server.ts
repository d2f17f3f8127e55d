import { normaliseEmail } from '../../runtime-shared/validation';
import type { ServerKind } from '../types/server';

/** Stored in lower case (the zod schema lowers it): a CSV row finds its record by the address in that form. */
export const server: ServerKind = {
  storedForm: normaliseEmail,
};
