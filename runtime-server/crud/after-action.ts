/**
 * The one hook point for hand-written code around the generated routes: a
 * handler runs after a declared action (shortlist, publish, ...) has been
 * committed, e.g. to mail the person the record is about. Registered through
 * `createApp({ afterAction })`; the runtime knows nothing of what they do.
 */
import type { Request } from 'express';
import { contextOf } from '../http/context';
import type { Row } from './serialize';

export interface ActionEvent {
  /** The entity's name, e.g. `applicant`. */
  entity: string;
  /** The declared action's name, e.g. `shortlist`. */
  action: string;
  /** The record after the action, as the caller's answer shows it. */
  record: Row;
  /** The request (for `contextOf(req)`: the database, the mailer, the public URL). */
  req: Request;
}

export type AfterActionHandler = (event: ActionEvent) => Promise<void>;

/**
 * Runs every handler. The action is already committed and its answer stands:
 * a failing handler (a mail server down) is logged, never turned into an error
 * answer that would make the caller think the action did not happen.
 */
export async function afterAction(event: ActionEvent): Promise<void> {
  for (const handler of contextOf(event.req).afterAction) {
    try {
      await handler(event);
    } catch (error) {
      console.error(`after the action ${event.entity}.${event.action} on ${String(event.record.id)}:`, error);
    }
  }
}
