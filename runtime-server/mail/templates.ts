/**
 * Mail bodies: plain text plus a simple HTML alternative built from the same
 * parts, so the two never disagree. Every value is escaped in the HTML.
 */
import type { MailMessage } from './mailer';

export interface MailContent {
  to: string;
  subject: string;
  greeting?: string;
  /** Paragraphs of plain text. */
  paragraphs: string[];
  /** A call to action: shown as a link in HTML and as a bare URL in text. */
  action?: { label: string; url: string };
  /** e.g. "If you did not ask for this, ignore this message." */
  footer?: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function composeMail(content: MailContent): MailMessage {
  const textParts = [
    ...(content.greeting ? [content.greeting] : []),
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    ...(content.footer ? [content.footer] : []),
  ];
  const p = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  const htmlParts = [
    ...(content.greeting ? [p(content.greeting)] : []),
    ...content.paragraphs.map(p),
    ...(content.action
      ? [`<p style="margin:0 0 16px"><a href="${escapeHtml(content.action.url)}" style="background:#1d4ed8;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>`]
      : []),
    ...(content.footer ? [`<p style="margin:0;color:#6b7280;font-size:13px">${escapeHtml(content.footer)}</p>`] : []),
  ];
  return {
    to: content.to,
    subject: content.subject,
    text: `${textParts.join('\n\n')}\n`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;font-size:15px;color:#111827;max-width:560px">${htmlParts.join('')}</body></html>`,
  };
}
