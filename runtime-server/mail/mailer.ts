/**
 * The one way the product sends mail. With `SMTP_URL` set it sends for real
 * through nodemailer; otherwise every message lands in an outbox folder as a
 * `.eml` file (open it in any mail client) beside a `.json` copy that tests
 * and people read (`readOutbox`). Nothing is ever silently dropped.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { lazyRequire } from '../lazy-module';

const mail = lazyRequire<typeof nodemailer>('nodemailer');

export interface MailMessage {
  to: string;
  subject: string;
  /** The plain-text body; always sent. */
  text: string;
  /** A simple HTML alternative (see templates.ts); optional. */
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where messages land when there is no SMTP server (undefined when sending for real). */
  readonly outboxDir?: string;
}

export interface MailSettings {
  /** `From:` of every message, e.g. `"Company" <no-reply@example.com>`. */
  from: string;
  /** e.g. `smtp://user:pass@mail.example.com:587`; without it messages go to the outbox. */
  smtpUrl?: string;
  outboxDir: string;
  /** `Reply-To:` of every message: a mailbox people read, since `from` is usually a no-reply address. */
  replyTo?: string;
}

/** What the outbox keeps of each message, in `<outboxDir>/<id>.json`. */
export interface OutboxEntry extends MailMessage {
  id: string;
  from: string;
  replyTo?: string;
  date: string;
}

export function createMailer(settings: MailSettings): Mailer {
  if (settings.smtpUrl) {
    let transport: Transporter | undefined;
    return {
      async send(message) {
        transport ??= mail().createTransport(settings.smtpUrl);
        await transport.sendMail({ ...sender(settings), ...message });
      },
    };
  }
  return outboxMailer(sender(settings), settings.outboxDir);
}

type Sender = { from: string; replyTo?: string };
const sender = ({ from, replyTo }: MailSettings): Sender => (replyTo ? { from, replyTo } : { from });

function outboxMailer(from: Sender, outboxDir: string): Mailer {
  // streamTransport builds the real MIME message without a server, so the .eml is what SMTP would carry.
  let transport: ReturnType<typeof streamTransport> | undefined;
  const streamTransport = () => mail().createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    outboxDir,
    async send(message) {
      const date = new Date();
      // Sortable by time, unique within the millisecond.
      const id = `${date.toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
      transport ??= streamTransport();
      const info = await transport.sendMail({ ...from, date, ...message });
      mkdirSync(outboxDir, { recursive: true });
      writeFileSync(path.join(outboxDir, `${id}.eml`), info.message as Buffer);
      const entry: OutboxEntry = { id, ...from, date: date.toISOString(), ...message };
      writeFileSync(path.join(outboxDir, `${id}.json`), JSON.stringify(entry, null, 2));
    },
  };
}
