/**
 * Every message the app sends passes a cap per recipient (Limiters.mailRecipient):
 * however many callers, addresses or routes ask, one mailbox gets at most
 * `mailsPerRecipient` messages a window. Capping the mailer itself, rather than
 * each route, means no route that mails (account links, applications, staff
 * decisions) can forget it. A message over the cap is logged and not sent: the
 * routes answer alike either way, so the answer tells nobody who was mailed.
 */
import type { Mailer } from './mailer';

export function capPerRecipient(mailer: Mailer, allow: (to: string) => Promise<boolean>): Mailer {
  return {
    ...(mailer.outboxDir === undefined ? {} : { outboxDir: mailer.outboxDir }),
    async send(message) {
      if (!(await allow(message.to))) {
        console.warn(`mail "${message.subject}" not sent: its recipient had its share of messages for now (mailsPerRecipient)`);
        return;
      }
      await mailer.send(message);
    },
  };
}
