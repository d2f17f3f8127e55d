/**
 * What applicants are told by mail, and when: on applying (with the link that
 * confirms their address), and, from the applicant's lifecycle hooks
 * (applicant.hooks.ts), once the address is confirmed and when HR shortlists
 * or rejects them.
 */
import type { Request } from 'express';
import type { Knex } from 'knex';
import type { ActionHookServices } from '../../../runtime-server/crud/action-hooks';
import { contextOf } from '../../../runtime-server/http/context';
import { composeMail } from '../../../runtime-server/mail/templates';
import { signApplicantToken } from './applicant-session';

interface Applied {
  id: number;
  name: string;
  email: string;
  jobTitle: string;
}

/** The confirmation link: it opens /applicant-validation, which trades it for an applicant session. */
export function validationLink(req: Request, applicantId: number): string {
  const { publicUrl, jwtSecret } = contextOf(req);
  return `${publicUrl}/applicant-validation?token=${encodeURIComponent(signApplicantToken(jwtSecret, 'applicant-email', applicantId))}`;
}

export async function mailApplicationReceived(req: Request, a: Applied, hasExam: boolean): Promise<void> {
  await contextOf(req).mailer.send(
    composeMail({
      to: a.email,
      subject: `We received your application: ${a.jobTitle}`,
      greeting: `Hello ${a.name},`,
      paragraphs: [
        `Thank you for applying for ${a.jobTitle}. Our HR team reads every application and will contact you by email.`,
        hasExam
          ? 'Please confirm your email address with the link below. It also opens the online exam for this job, which you can take once within the next three days.'
          : 'Please confirm your email address with the link below, so that we know our messages reach you.',
      ],
      action: { label: 'Confirm my email address', url: validationLink(req, a.id) },
      footer: 'If you did not apply, ignore this message: nothing happens until the link is opened.',
    }),
  );
}

export async function mailEmailConfirmed(services: ActionHookServices, a: Applied): Promise<void> {
  await services.mailer.send(
    composeMail({
      to: a.email,
      subject: `Email address confirmed: ${a.jobTitle}`,
      greeting: `Hello ${a.name},`,
      paragraphs: [`Your email address is confirmed for your application for ${a.jobTitle}. We will write to this address about the next steps.`],
    }),
  );
}

export async function appliedOf(db: Knex, applicantId: number): Promise<Applied | undefined> {
  const row = await db('applicants').join('jobs', 'jobs.id', 'applicants.job_id').where('applicants.id', applicantId).first<Applied | undefined>('applicants.id', 'applicants.name', 'applicants.email', { jobTitle: 'jobs.title' });
  return row ? { id: Number(row.id), name: String(row.name), email: String(row.email), jobTitle: String(row.jobTitle) } : undefined;
}

const DECISIONS: Partial<Record<string, (a: Applied) => { subject: string; paragraphs: string[] }>> = {
  shortlisted: (a) => ({
    subject: `Good news about your application: ${a.jobTitle}`,
    paragraphs: [`We are pleased to tell you that you are on the shortlist for ${a.jobTitle}.`, 'Our HR team will contact you shortly to arrange the next step.'],
  }),
  rejected: (a) => ({
    subject: `Your application: ${a.jobTitle}`,
    paragraphs: [`Thank you for your interest in ${a.jobTitle}. After careful review we will not continue with your application this time.`, 'We wish you every success and welcome future applications.'],
  }),
};

/** Tells the applicant HR's decision, for the statuses that are one (short-listed, rejected). */
export async function mailDecision(services: ActionHookServices, applicantId: number, status: string): Promise<void> {
  const decision = DECISIONS[status];
  const applied = decision ? await appliedOf(services.db, applicantId) : undefined;
  if (!decision || !applied) return;
  await services.mailer.send(composeMail({ to: applied.email, greeting: `Hello ${applied.name},`, ...decision(applied) }));
}
