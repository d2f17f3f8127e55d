/**
 * The admin's own catalogues (runtime-web/i18n, and the site screens' in site/admin: dashboard, user-role,
 * API keys, webhooks): the German one has every English key (typecheck forces that) with the same placeholders, `t` fills them, unknown languages show
 * English, and the shared schemas' English validation texts and the API's common messages are shown in German.
 */
import { describe, expect, it } from 'vitest';
import { adminLanguageOf } from '../../runtime-shared/admin-languages';
import { CATALOGUES, fill, placeholdersOf, translator } from '../../runtime-web/i18n/catalogues';
import { en, type MessageKey } from '../../runtime-web/i18n/messages.en';
import { serverText } from '../../runtime-web/i18n/server-messages';
import { validationText } from '../../runtime-web/i18n/validation-messages';
import { API_KEY_MESSAGES } from '../../site/admin/api-keys/messages';
import { DASHBOARD_MESSAGES } from '../../site/admin/dashboard/messages';
import { describeGrants } from '../../site/admin/user-role/role-change';
import { USER_ROLE_MESSAGES } from '../../site/admin/user-role/messages';
import { WEBHOOK_MESSAGES } from '../../site/admin/webhooks/messages';

describe('admin message catalogues', () => {
  it('gives every catalogue the English keys, each with the same placeholders', () => {
    const keys = Object.keys(en) as MessageKey[];
    for (const [language, messages] of Object.entries(CATALOGUES)) {
      expect(Object.keys(messages).sort(), language).toEqual([...keys].sort());
      for (const key of keys) expect(placeholdersOf(messages[key]), `${language} ${key}`).toEqual(placeholdersOf(en[key]));
    }
  });

  it.each([
    ['dashboard', DASHBOARD_MESSAGES],
    ['user-role', USER_ROLE_MESSAGES],
    ['API-key', API_KEY_MESSAGES],
    ['webhook', WEBHOOK_MESSAGES],
  ] as const)('gives the %s catalogue every English key in German, each with the same placeholders', (_screen, catalogues) => {
    const english: Record<string, string> = catalogues.en;
    const german: Record<string, string> = catalogues.de;
    expect(Object.keys(german).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) expect(placeholdersOf(german[key]!), key).toEqual(placeholdersOf(text));
  });

  it("writes the site screens' German, names and codes aside", () => {
    const shared = new Set(['Name', 'Status', 'URL', 'Webhook']);
    for (const catalogues of [USER_ROLE_MESSAGES, API_KEY_MESSAGES, WEBHOOK_MESSAGES]) {
      const english: Record<string, string> = catalogues.en;
      const german: Record<string, string> = catalogues.de;
      expect(Object.keys(english).filter((key) => german[key] === english[key] && !shared.has(english[key]!))).toEqual([]);
    }
    expect(USER_ROLE_MESSAGES.de['select.confirm']).toBe('{email} die Rolle „{role}“ zuweisen? Damit erhält die Person mehr Zugriff. Die Rolle erlaubt:');
    expect(API_KEY_MESSAGES.de.title).toBe('API-Schlüssel');
  });

  it("says what a role grants in the admin's language", () => {
    const editor = { admin_access: true, all_permissions: false, permissions: { job: ['read' as const, 'create' as const, 'update' as const] } };
    const en = (key: keyof typeof USER_ROLE_MESSAGES.en, values?: Record<string, string | number>) => fill(USER_ROLE_MESSAGES.en[key], values);
    const de = (key: keyof typeof USER_ROLE_MESSAGES.de, values?: Record<string, string | number>) => fill(USER_ROLE_MESSAGES.de[key], values);
    expect(describeGrants(editor, en)).toEqual(['May use the back office.', 'Read, add and change: Jobs']);
    expect(describeGrants(editor, de)).toEqual(['Darf die Verwaltung nutzen.', 'Lesen, anlegen und ändern: Jobs']);
    expect(describeGrants({ ...editor, admin_access: false }, de)).toEqual(['Kein Zugang zur Verwaltung: ein Kundenkonto des Shops.']);
  });

  it('writes no German text the same as the English, but for words both languages share', () => {
    const shared = new Set(['Status', 'Details', 'Name', 'Version {version}', 'Newsletter', 'Webhooks', '#rrggbb', 'Partner', 'Aktion', 'Export']);
    const same = (Object.keys(en) as MessageKey[]).filter((key) => CATALOGUES.de[key] === en[key] && !shared.has(en[key]));
    expect(same).toEqual([]);
  });

  it('puts a `{name|lower}` value in lower case where the English sentence needs it, and German keeps the capital', () => {
    expect(translator('en')('list.allOf', { label: 'Jobs' })).toBe('All jobs');
    expect(translator('de')('list.allOf', { label: 'Stellen' })).toBe('Alle Stellen');
    expect(placeholdersOf('All {label|lower}')).toEqual(['label']);
  });

  it("shows the API's common messages in German, names and numbers kept, and any other as it came", () => {
    const t = translator('de');
    expect(serverText('You are not allowed to do this', t)).toBe('Das dürfen Sie nicht.');
    expect(serverText('Banner 7 was not found', t)).toBe('Banner 7 wurde nicht gefunden');
    expect(serverText('Your role may not delete job records', t)).toBe('Ihre Rolle darf Einträge vom Typ „job“ nicht löschen');
    expect(serverText('This value is already used', t)).toBe('Dieser Wert ist bereits vergeben');
    expect(serverText('This banner was changed by someone else after you opened it (Title). Reload it to see the changes, or save again to overwrite them.', t)).toBe(
      'Jemand anderes hat diesen Eintrag (banner) geändert, nachdem Sie ihn geöffnet haben (Title). Laden Sie ihn neu, um die Änderungen zu sehen, oder speichern Sie erneut, um sie zu überschreiben.',
    );
    expect(serverText('The server answered with an error (502).', t)).toBe('Der Server hat mit einem Fehler geantwortet (502).');
    expect(serverText('Applications for this job are closed', t)).toBe('Applications for this job are closed');
    expect(serverText('Banner 7 was not found', translator('en'))).toBe('Banner 7 was not found');
  });

  it('fills placeholders and leaves a missing value visible', () => {
    expect(translator('de')('list.add', { label: 'Banner' })).toBe('Banner hinzufügen');
    expect(translator('en')('list.range', { from: 21, to: 40, total: 95 })).toBe('21–40 of 95');
    expect(translator('de')('list.range', { from: 1 })).toBe('1–{to} von {total}');
  });

  it('shows English for a language without a catalogue', () => {
    expect(adminLanguageOf('fr')).toBe('en');
    expect(adminLanguageOf(null)).toBe('en');
    expect(adminLanguageOf('de')).toBe('de');
  });

  it('translates the shared validation texts by their wording, numbers kept, and leaves others as they are', () => {
    const t = translator('de');
    expect(validationText('This field is required', t)).toBe('Dieses Feld ist erforderlich');
    expect(validationText('Must be at most 80 characters', t)).toBe('Höchstens 80 Zeichen');
    expect(validationText('Must be at least 0', t)).toBe('Mindestens 0');
    expect(validationText('Enter a valid email address', t)).toBe('Geben Sie eine gültige E-Mail-Adresse ein');
    expect(validationText('Ends before it starts', t)).toBe('Ends before it starts');
    expect(validationText('This value is already used', t)).toBe('Dieser Wert ist bereits vergeben');
    expect(validationText('Add at least 2 benefits', t)).toBe('Mindestens 2 hinzufügen');
    expect(validationText('Must be at most 80 characters', translator('en'))).toBe('Must be at most 80 characters');
  });
});
