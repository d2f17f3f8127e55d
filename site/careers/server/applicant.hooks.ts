/**
 * The applicant's lifecycle hooks: the mail that follows a change, sent once
 * the change is committed (a write that rolls back sends nothing), whatever
 * made it: HR's Shortlist or Reject (one record or in bulk), an edit of the
 * status, the confirmation link.
 */
import { defineHooks } from '../../../generated/server/local-api';
import { appliedOf, mailDecision, mailEmailConfirmed } from './mails';

export const applicantHooks = defineHooks('applicant', {
  afterCommit: async ({ record, previous, services }) => {
    if (!record || !previous) return; // a new application is mailed by the route that takes it (apply.ts); a deleted one not at all
    if (record.status !== previous.status) await mailDecision(services, record.id, record.status);
    if (record.email_verified_at && !previous.email_verified_at) {
      const applied = await appliedOf(services.db, record.id);
      if (applied) await mailEmailConfirmed(services, applied);
    }
  },
});
