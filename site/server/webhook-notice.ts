/**
 * What the site does when the delivery worker turns a failing webhook off: a notice for the admins, as a
 * draft (no publication time), so it is listed in the back office's Notices and never shown on the site.
 */
import { records } from '../../generated/server/local-api';
import type { LocalServices } from '../../runtime-server/crud/action-hooks';
import { system } from '../../runtime-server/local-api/caller';
import type { DisabledWebhook } from '../../runtime-server/webhooks/worker';

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

export function noticeOfDisabledWebhook(services: LocalServices) {
  return async (webhook: DisabledWebhook): Promise<void> => {
    await records(services).create('notice', {
      title: `Webhook "${webhook.name}" was turned off`.slice(0, 200),
      summary: `Too many deliveries to ${webhook.url} failed in a row; none is sent until it is turned on again.`.slice(0, 500),
      body: `<p>Deliveries to <strong>${escape(webhook.url)}</strong> failed too many times in a row, so the webhook was turned off. The last error: ${escape(webhook.error)}.</p><p>Fix the receiver, then turn the webhook on again (Webhooks, Edit): pending deliveries are sent then, and the delivery log shows each attempt.</p>`,
      pinned: false,
    }, { caller: system('webhook turned off') });
  };
}
