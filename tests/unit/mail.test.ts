/** The mail module: the development outbox keeps a real MIME message and a readable copy; templates escape. */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultSender, loadConfig } from '../../runtime-server/config';
import { createMailer } from '../../runtime-server/mail/mailer';
import { readOutbox } from '../../runtime-server/mail/outbox';
import { composeMail } from '../../runtime-server/mail/templates';
import { loadSiteConfig } from '../../site/server/settings';

const dir = mkdtempSync(path.join(tmpdir(), 'mail-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('mail', () => {
  it('puts each message in the outbox as an .eml file and a JSON copy, readable per address', async () => {
    const outboxDir = path.join(dir, 'outbox');
    const mailer = createMailer({ from: 'Shop <no-reply@shop.test>', outboxDir });
    expect(mailer.outboxDir).toBe(outboxDir);
    await mailer.send({ to: 'ana@example.com', subject: 'Welcome', text: 'Hello Ana' });
    await mailer.send({ to: 'bo@example.com', subject: 'Reset your password', text: 'Use this link' });

    const files = readdirSync(outboxDir).sort();
    expect(files.filter((f) => f.endsWith('.eml'))).toHaveLength(2);
    const eml = readFileSync(path.join(outboxDir, files.find((f) => f.endsWith('.eml'))!), 'utf8');
    expect(eml).toContain('Subject: Welcome');
    expect(eml).toContain('To: ana@example.com');
    expect(eml).toContain('From: Shop <no-reply@shop.test>');

    expect(readOutbox(outboxDir).map((m) => m.subject)).toEqual(['Welcome', 'Reset your password']);
    expect(readOutbox(outboxDir, 'BO@example.com')).toMatchObject([{ to: 'bo@example.com', text: 'Use this link', from: 'Shop <no-reply@shop.test>' }]);
    expect(readOutbox(path.join(dir, 'nothing-here'))).toEqual([]);
  });

  it('builds text and HTML from the same parts, escaping every value in the HTML', () => {
    const mail = composeMail({
      to: 'x@example.com',
      subject: 'Hi',
      greeting: 'Hello <b>Eve</b>,',
      paragraphs: ['Your order "A&B" shipped.'],
      action: { label: 'Track it', url: 'https://site.test/track?a=1&b=2' },
      footer: 'Thanks',
    });
    expect(mail.text).toBe('Hello <b>Eve</b>,\n\nYour order "A&B" shipped.\n\nTrack it: https://site.test/track?a=1&b=2\n\nThanks\n');
    expect(mail.html).toContain('Hello &lt;b&gt;Eve&lt;/b&gt;,');
    expect(mail.html).toContain('Your order &quot;A&amp;B&quot; shipped.');
    expect(mail.html).toContain('href="https://site.test/track?a=1&amp;b=2"');
    expect(mail.html).not.toContain('<b>Eve');
  });

  it('reads mail settings from the environment: outbox by default, SMTP when set, PUBLIC_URL checked', () => {
    const base = { NODE_ENV: 'development', DATA_DIR: dir };
    const outbox = loadConfig(base, '/');
    expect(outbox.mail).toEqual({ from: 'no-reply@localhost', outboxDir: path.join(dir, 'outbox') });
    expect(outbox.publicUrl).toBe('http://localhost:3000');
    const smtp = loadConfig({ ...base, SMTP_URL: 'smtp://u:p@mail.test:587', MAIL_FROM: 'A <a@b.test>', PUBLIC_URL: 'https://www.example.com/' }, '/');
    expect(smtp.mail).toEqual({ from: 'A <a@b.test>', smtpUrl: 'smtp://u:p@mail.test:587', outboxDir: path.join(dir, 'outbox') });
    expect(smtp.publicUrl).toBe('https://www.example.com');
    expect(() => loadConfig({ ...base, PUBLIC_URL: 'www.example.com' }, '/')).toThrow(/PUBLIC_URL must be an http\(s\) origin/);
    expect(() => loadConfig({ ...base, SMTP_URL: 'mail.test' }, '/')).toThrow(/SMTP_URL must start with smtp/);
  });

  it("sends as the site's brand at PUBLIC_URL's domain unless MAIL_FROM says otherwise, with MAIL_REPLY_TO as Reply-To", () => {
    const base = { NODE_ENV: 'development', DATA_DIR: dir };
    expect(loadSiteConfig(base, '/').mail.from).toBe('Nimbus Consulting <no-reply@localhost>');
    expect(loadSiteConfig({ ...base, PUBLIC_URL: 'https://www.nimbus.example' }, '/').mail.from).toBe('Nimbus Consulting <no-reply@nimbus.example>');
    expect(loadSiteConfig({ ...base, MAIL_FROM: 'Shop <shop@nimbus.example>' }, '/').mail.from).toBe('Shop <shop@nimbus.example>');
    expect(loadSiteConfig({ ...base, MAIL_REPLY_TO: 'hello@nimbus.example' }, '/').mail.replyTo).toBe('hello@nimbus.example');
    expect(() => loadSiteConfig({ ...base, MAIL_REPLY_TO: 'hello' }, '/')).toThrow('MAIL_REPLY_TO must be an email address (got "hello")');
    expect(defaultSender('Smith, Jones & "Co"', 'https://sj.example')).toBe('"Smith, Jones & Co" <no-reply@sj.example>');
  });

  it('puts Reply-To on every message when set', async () => {
    const outboxDir = path.join(dir, 'reply-outbox');
    await createMailer({ from: 'Nimbus Consulting <no-reply@nimbus.example>', replyTo: 'hello@nimbus.example', outboxDir }).send({ to: 'ana@example.com', subject: 'Hi', text: 'Hello' });
    const eml = readFileSync(path.join(outboxDir, readdirSync(outboxDir).find((f) => f.endsWith('.eml'))!), 'utf8');
    expect(eml).toContain('Reply-To: hello@nimbus.example');
    expect(eml).toContain('From: Nimbus Consulting <no-reply@nimbus.example>');
    expect(readOutbox(outboxDir)).toMatchObject([{ from: 'Nimbus Consulting <no-reply@nimbus.example>', replyTo: 'hello@nimbus.example' }]);
  });
});
