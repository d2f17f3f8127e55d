/** The input values the account routes share (runtime-shared/validation gives the messages and the password policy). */
import { z } from 'zod';
import { REQUIRED, textValue } from '../../runtime-shared/validation';

export const emailValue = () => textValue({ required: true, max: 254, format: 'email' });

/** The password the user signs in with now, typed again: only "present" is checked, the hash decides the rest. */
export const currentPasswordValue = () => z.string({ error: REQUIRED }).min(1, REQUIRED);

/** A token from a mailed link (43 characters of base64url); anything longer is not one of ours. */
export const linkTokenValue = () => z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(200, 'This link is not valid. Ask for a new one.');
