/**
 * The admin's own catalogues (runtime-web/i18n): the German one has every English key (typecheck forces
 * that) with the same placeholders, `t` fills them, unknown languages show English, and the shared
 * schemas' English validation texts are shown in German.
 */
import { describe, expect, it } from 'vitest';
import { adminLanguageOf } from '../../runtime-shared/admin-languages';
import { CATALOGUES, placeholdersOf, translator } from '../../runtime-web/i18n/catalogues';
import { en, type MessageKey } from '../../runtime-web/i18n/messages.en';
import { validationText } from '../../runtime-web/i18n/validation-messages';

describe('admin message catalogues', () => {
  it('gives every catalogue the English keys, each with the same placeholders', () => {
    const keys = Object.keys(en) as MessageKey[];
    for (const [language, messages] of Object.entries(CATALOGUES)) {
      expect(Object.keys(messages).sort(), language).toEqual([...keys].sort());
      for (const key of keys) expect(placeholdersOf(messages[key]), `${language} ${key}`).toEqual(placeholdersOf(en[key]));
    }
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
    expect(validationText('Must be at most 80 characters', translator('en'))).toBe('Must be at most 80 characters');
  });
});
