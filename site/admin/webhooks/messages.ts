/**
 * The webhook screens' own words per admin language (`useCatalogue(WEBHOOK_MESSAGES)`), as the dashboard's
 * (site/admin/dashboard/messages.ts): the German is typed against the English, so a missing key fails
 * `npm run typecheck`; tests/unit/admin-messages.test.ts checks the placeholders. Entity names and the
 * events' labels come from the server (content), not from here.
 */
import type { AdminLanguage } from '../../../runtime-shared/admin-languages';

const en = {
  'form.add': 'Add Webhook',
  'form.edit': 'Edit Webhook',
  'form.name': 'Name',
  'form.nameHelp': 'Who receives it, e.g. "Warehouse system"',
  'form.url': 'URL',
  'form.urlHelp': 'The address that receives a signed POST for each event. Private and local addresses are refused.',
  'form.active': 'Active',
  'form.saved': 'Webhook saved',
  'events.legend': 'Events',
  'events.help': 'Which changes are sent: {count} chosen.',
  'events.group': 'Events by entity',
  'events.created': 'created',
  'events.updated': 'updated',
  'events.deleted': 'deleted',
  'events.action': 'action',
  'secret.title': 'Webhook added: its signing secret',
  'secret.copyNow': 'Copy it now and give it to the receiving system:',
  'secret.notAgain': 'it is not shown again.',
  'secret.checkBefore': "The receiver checks each request's",
  'secret.checkAfter': 'header with it.',
  'secret.copy': 'Copy',
  'secret.copied': 'Copied',
  'secret.done': 'Done',
  'delivery.title': 'Webhook Delivery details',
  'delivery.replay': 'Replay',
  'delivery.webhook': 'Webhook',
  'delivery.body': 'Body sent',
  'delivery.queued': 'Queued again as delivery {id}',
} as const;

export type WebhookMessageKey = keyof typeof en;

const de: Record<WebhookMessageKey, string> = {
  'form.add': 'Webhook hinzufügen',
  'form.edit': 'Webhook bearbeiten',
  'form.name': 'Name',
  'form.nameHelp': 'Wer ihn empfängt, z. B. „Warenwirtschaft“',
  'form.url': 'URL',
  'form.urlHelp': 'Die Adresse, die zu jedem Ereignis einen signierten POST erhält. Private und lokale Adressen werden abgelehnt.',
  'form.active': 'Aktiv',
  'form.saved': 'Webhook gespeichert',
  'events.legend': 'Ereignisse',
  'events.help': 'Welche Änderungen gesendet werden: {count} ausgewählt.',
  'events.group': 'Ereignisse je Eintragstyp',
  'events.created': 'angelegt',
  'events.updated': 'geändert',
  'events.deleted': 'gelöscht',
  'events.action': 'Aktion',
  'secret.title': 'Webhook hinzugefügt: sein Signaturschlüssel',
  'secret.copyNow': 'Kopieren Sie ihn jetzt und geben Sie ihn an das empfangende System:',
  'secret.notAgain': 'Er wird nicht noch einmal angezeigt.',
  'secret.checkBefore': 'Der Empfänger prüft damit den Header',
  'secret.checkAfter': 'jeder Anfrage.',
  'secret.copy': 'Kopieren',
  'secret.copied': 'Kopiert',
  'secret.done': 'Fertig',
  'delivery.title': 'Webhook-Zustellung',
  'delivery.replay': 'Erneut senden',
  'delivery.webhook': 'Webhook',
  'delivery.body': 'Gesendeter Inhalt',
  'delivery.queued': 'Erneut eingereiht als Zustellung {id}',
};

export const WEBHOOK_MESSAGES: Record<AdminLanguage, Record<WebhookMessageKey, string>> = { en, de };
