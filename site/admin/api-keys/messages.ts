/**
 * The API-key screen's own words per admin language (`useCatalogue(API_KEY_MESSAGES)`), as the dashboard's
 * (site/admin/dashboard/messages.ts): the German is typed against the English, so a missing key fails
 * `npm run typecheck`; tests/unit/admin-messages.test.ts checks the placeholders.
 */
import type { AdminLanguage } from '../../../runtime-shared/admin-languages';

const en = {
  'title': 'API keys',
  'intro': 'Keys let other systems use the API with the rights of a role, never more than yours.',
  'sendAs': 'Send one as',
  'header': 'Authorization: Bearer <key>',
  'made.copyNow': 'copy this key now. It is not shown again.',
  'made.copy': 'Copy key',
  'made.done': 'Done',
  'copied': 'The key is copied',
  'copyRefused': 'Copying was refused by the browser: select the key and copy it by hand',
  'form.title': 'New key',
  'form.name': 'Name',
  'form.nameHint': '(what it is for: its writes are audited so)',
  'form.role': 'Role',
  'form.chooseRole': 'Choose a role',
  'form.expires': 'Expires',
  'form.expiresHint': '(empty: until revoked)',
  'form.create': 'Create key',
  'list.name': 'Name',
  'list.role': 'Role',
  'list.createdBy': 'Created by',
  'list.expires': 'Expires',
  'list.lastUsed': 'Last used',
  'list.lastUsedFrom': '{when} from {ip}',
  'list.status': 'Status',
  'status.revoked': 'Revoked',
  'status.expired': 'Expired',
  'status.active': 'Active',
  'revoke': 'Revoke',
  'revoke.label': 'Revoke {name}',
  'revoke.confirm': 'Revoke {name}?',
  'revoke.details': 'Systems using it are refused from the next request.',
  'revoke.done': '{name} is revoked: it is refused from now on',
} as const;

export type ApiKeyMessageKey = keyof typeof en;

const de: Record<ApiKeyMessageKey, string> = {
  'title': 'API-Schlüssel',
  'intro': 'Mit Schlüsseln nutzen andere Systeme die API mit den Rechten einer Rolle, nie mit mehr als Ihren.',
  'sendAs': 'Senden Sie ihn als',
  'header': 'Authorization: Bearer <Schlüssel>',
  'made.copyNow': 'Kopieren Sie diesen Schlüssel jetzt. Er wird nicht noch einmal angezeigt.',
  'made.copy': 'Schlüssel kopieren',
  'made.done': 'Fertig',
  'copied': 'Der Schlüssel ist kopiert',
  'copyRefused': 'Der Browser hat das Kopieren verweigert: Markieren Sie den Schlüssel und kopieren Sie ihn von Hand',
  'form.title': 'Neuer Schlüssel',
  'form.name': 'Name',
  'form.nameHint': '(wofür er dient: so stehen seine Änderungen im Protokoll)',
  'form.role': 'Rolle',
  'form.chooseRole': 'Rolle wählen',
  'form.expires': 'Läuft ab',
  'form.expiresHint': '(leer: bis zum Widerruf)',
  'form.create': 'Schlüssel erstellen',
  'list.name': 'Name',
  'list.role': 'Rolle',
  'list.createdBy': 'Erstellt von',
  'list.expires': 'Läuft ab',
  'list.lastUsed': 'Zuletzt benutzt',
  'list.lastUsedFrom': '{when} von {ip}',
  'list.status': 'Status',
  'status.revoked': 'Widerrufen',
  'status.expired': 'Abgelaufen',
  'status.active': 'Aktiv',
  'revoke': 'Widerrufen',
  'revoke.label': '{name} widerrufen',
  'revoke.confirm': '{name} widerrufen?',
  'revoke.details': 'Systeme, die ihn nutzen, werden ab der nächsten Anfrage abgewiesen.',
  'revoke.done': '{name} ist widerrufen und wird ab sofort abgewiesen',
};

export const API_KEY_MESSAGES: Record<AdminLanguage, Record<ApiKeyMessageKey, string>> = { en, de };
