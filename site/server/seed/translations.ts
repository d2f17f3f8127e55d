/**
 * German demo translations (docs/localization.md): a few content pages and every service, so that /de/
 * shows real German text. Other pages and fields fall back to English until staff translate them
 * (the admin's list filter "missing translation" finds them).
 */
import { defaultLocale, locales } from '../../../runtime-shared/locales';
import { update, type Entity, type Input, type SeedContext } from './util';

const p = (...paragraphs: string[]) => paragraphs.map((text) => (text.startsWith('<') ? text : `<p>${text}</p>`)).join('');

/** A page's opening hero block, with every sub-field as the API stores them. */
const hero = (eyebrow: string, heading: string, subheading: string) => ({ type: 'hero' as const, eyebrow, heading, subheading, button_label: null, button_url: null });

/**
 * By page slug: the German title, meta description and body. A page the English site builds from blocks
 * gets a German layout of its own (a hero) above the German body: one German page, not German text above
 * English blocks.
 */
export const GERMAN_PAGES: Record<string, { title: string; meta_description: string; body: string; layout?: ReturnType<typeof hero>[] }> = {
  'privacy-policy': {
    title: 'Datenschutzerklärung',
    meta_description: 'Welche personenbezogenen Daten Nimbus Consulting erhebt, wozu, wie lange wir sie speichern und welche Rechte Sie haben.',
    body: p(
      'Diese Erklärung beschreibt, welche personenbezogenen Daten wir erheben, wenn Sie diese Website nutzen, uns schreiben, in unserem Shop bestellen oder sich bei uns bewerben.',
      '<h2>Was wir erheben</h2>',
      '<ul><li>Kontaktanfragen: Ihren Namen, Ihre E-Mail-Adresse und Ihre Nachricht</li><li>Bestellungen: Rechnungsdaten und die gekauften Artikel</li><li>Newsletter: Ihre E-Mail-Adresse, bis Sie sich abmelden</li><li>Bewerbungen: Ihren Lebenslauf und Ihre Antworten, gelöscht zwölf Monate nach Abschluss der Stelle</li></ul>',
      '<h2>Ihre Rechte</h2>',
      'Sie können eine Kopie Ihrer Daten verlangen, sie berichtigen oder löschen lassen und ihrer Verwendung widersprechen. Schreiben Sie dazu an privacy@nimbus-consulting.example.',
      '<h2>Cookies</h2>',
      'Diese Website setzt nur die Cookies, die sie zum Funktionieren braucht. Analyse-Cookies werden erst gesetzt, wenn Sie zustimmen.',
    ),
  },
  'sustainability-commitment': {
    layout: [hero('Nachhaltigkeit', 'Unser Nachhaltigkeitsversprechen', 'Technik verbraucht Energie. Wir übernehmen Verantwortung für unseren eigenen Anteil und helfen unseren Kunden, ihren zu senken.')],
    title: 'Unser Nachhaltigkeitsversprechen',
    meta_description: 'Wie Nimbus Consulting den eigenen Fußabdruck verringert und Kunden zu einer sparsameren IT verhilft.',
    body: p(
      '<h2>In unseren eigenen Büros</h2>',
      '<ul><li>Alle drei Büros beziehen zertifizierten Ökostrom</li><li>Laptops nutzen wir mindestens vier Jahre, danach werden sie aufbereitet und gespendet</li><li>Bahn vor Flugzeug bei jeder Reise unter 600 km</li></ul>',
      '<h2>In Kundenprojekten</h2>',
      'Wir bemessen Cloud-Ressourcen nach dem tatsächlichen Bedarf, schalten Testumgebungen nachts ab und berichten jedes Quartal über die geschätzten Emissionen der Systeme, die wir für Sie betreiben.',
    ),
  },
  'help-center': {
    layout: [hero('Hilfe', 'Hilfe-Center', 'Antworten auf häufige Fragen zu Bestellungen, Supportverträgen, Rechnungen und Ihrem Konto.')],
    title: 'Hilfe-Center',
    meta_description: 'Antworten auf häufige Fragen zu Bestellungen, Supportverträgen, Rechnungen und Ihrem Konto.',
    body: p(
      '<h2>Wie erreiche ich den Service Desk?</h2>',
      'Kunden mit Managed Support rufen die Nummer aus ihrem Vertrag an oder schreiben an die Adresse des Service Desks; er antwortet rund um die Uhr auf Deutsch und Englisch.',
      '<h2>Wann erhalte ich meine Lizenzschlüssel?</h2>',
      'Softwarelizenzen senden wir innerhalb eines Werktags nach Zahlungseingang per E-Mail. Supportpläne beginnen am ersten Tag des Folgemonats.',
      '<h2>Wie ändere ich meine Rechnungsadresse?</h2>',
      'Senden Sie uns die neue Adresse von der E-Mail-Adresse, die wir gespeichert haben; die Änderung gilt ab der nächsten Rechnung.',
      '<h2>Etwas anderes?</h2>',
      'Nutzen Sie das <a href="/de/contact">Kontaktformular</a>, wir antworten innerhalb eines Werktags.',
    ),
  },
};

/** By service slug: the German name, short description and description. */
export const GERMAN_SERVICES: Record<string, { name: string; summary: string; body: string }> = {
  'cloud-migration': {
    name: 'Cloud-Migration',
    summary: 'Anwendungen mit Plan in die Cloud bringen, nicht mit einem Sprung.',
    body: '<p>Wir bewerten jede Anwendung, wählen für jede den passenden Weg (Rehost, Replatform oder Neubau) und migrieren in Wellen mit Rückfallplänen.</p><ul><li>Portfolio-Analyse und Landing-Zone-Design</li><li>Wellenplanung und geprobte Umstellungen</li><li>Kosten- und Leistungsoptimierung nach dem Go-live</li></ul>',
  },
  'custom-software': {
    name: 'Individuelle Softwareentwicklung',
    summary: 'Web- und Mobilprodukte von erfahrenen Teams.',
    body: '<p>Interdisziplinäre Teams aus Entwicklern, Designern und Testern, die alle zwei Wochen liefern und die Qualität von Anfang bis Ende verantworten.</p><ul><li>Discovery-Workshops und klickbare Prototypen</li><li>Web-, Mobil- und API-Entwicklung</li><li>Automatisierte Tests und CI/CD vom ersten Tag an</li></ul>',
  },
  cybersecurity: {
    name: 'Sicherheitsanalyse',
    summary: 'Finden Sie die Lücken, bevor es andere tun.',
    body: '<p>Zertifizierte Tester prüfen Ihre Anwendungen, Cloud-Konten und Abläufe und helfen Ihren Teams, das Wichtigste zuerst zu beheben.</p><ul><li>Penetrationstests (Web, Mobil, Netzwerk)</li><li>Prüfungen der Cloud-Sicherheit</li><li>Vorbereitung auf ISO 27001 und SOC 2</li></ul>',
  },
  'data-analytics': {
    name: 'Daten & Analysen',
    summary: 'Dashboards und Datenstrecken, denen Ihre Teams vertrauen.',
    body: '<p>Von verstreuten Tabellen zu einer geordneten Datenplattform: Datenstrecken, Modelle und Dashboards mit klaren Zuständigkeiten.</p><ul><li>Architektur der Datenplattform</li><li>ETL/ELT-Strecken und Datenqualitätsprüfungen</li><li>Self-Service-Berichte und Schulungen</li></ul>',
  },
  'it-strategy': {
    name: 'IT-Strategieberatung',
    summary: 'Technologie-Roadmaps, die an Ihren Geschäftszielen ausgerichtet sind.',
    body: '<p>Ein unabhängiger Blick auf Ihre IT-Landschaft, Ihr Budget und Ihr Team, umgesetzt in eine priorisierte Roadmap, die der Vorstand freigeben kann.</p><ul><li>IT-Reifegrad und Kostenvergleiche</li><li>Prüfung von Anbietern und Lizenzen</li><li>Dreijahres-Roadmaps mit Business Cases</li></ul>',
  },
  'managed-support': {
    name: 'Managed IT-Support',
    summary: 'Ein Service Desk und ein Betriebsteam, rund um die Uhr erreichbar.',
    body: '<p>Service Desk, Überwachung und Patches für Ihre Mitarbeitenden und Systeme, mit vertraglich zugesicherten Reaktionszeiten.</p><ul><li>Service Desk rund um die Uhr auf Deutsch und Englisch</li><li>Proaktive Überwachung und Patch-Management</li><li>Monatliche Service-Reviews</li></ul>',
  },
};

export const GERMAN = 'de';

/**
 * Whether the demo's German is written: when German is one of the site's other languages (LOCALES). It is
 * written as staff write a translation, an update in the locale `de` (crud/localize.ts).
 */
export const writesGerman = (): boolean => locales().includes(GERMAN) && defaultLocale() !== GERMAN;

/** Writes a record's German (an update in the locale `de`, as staff translate), when there is any and German is written. */
export async function translate<N extends Entity>(ctx: SeedContext, entity: N, id: number, german: object | undefined): Promise<void> {
  if (german && writesGerman()) await update(ctx, entity, id, german as Input<N>, { locale: GERMAN });
}

/** The header menu's and the footer's labels in German, by their English label (the same words in both). */
export const GERMAN_LABELS: Record<string, string> = {
  Home: 'Start',
  Services: 'Leistungen',
  'All services': 'Alle Leistungen',
  'Design studio': 'Designstudio',
  'Ideas & insights': 'Ideen & Einblicke',
  Products: 'Produkte',
  'Products & support plans': 'Produkte & Supportpläne',
  Pricing: 'Preise',
  Company: 'Unternehmen',
  'About us': 'Über uns',
  Careers: 'Karriere',
  Notices: 'Neuigkeiten',
  Campaigns: 'Kampagnen',
  Contact: 'Kontakt',
  Sustainability: 'Nachhaltigkeit',
  Support: 'Support',
  'Help center': 'Hilfe-Center',
  Security: 'Sicherheit',
  Accessibility: 'Barrierefreiheit',
  'Return policy': 'Rückgaberecht',
  Legal: 'Rechtliches',
  'Terms of use': 'Nutzungsbedingungen',
  'Terms & conditions': 'AGB',
  'Privacy policy': 'Datenschutz',
};

/** A label's German, as the fields of a translation (`{ label: 'Leistungen' }`); nothing when none is known. */
export const germanLabel = (field: string, english: string): Record<string, string> | undefined => (GERMAN_LABELS[english] ? { [field]: GERMAN_LABELS[english] } : undefined);

/** The home page's banners in German, by their English title. */
export const GERMAN_BANNERS: Record<string, { title: string; sub_title: string; body: string }> = {
  'Modernise without the downtime': {
    title: 'Modernisieren ohne Ausfallzeit',
    sub_title: 'Cloud-Migration: geplant, erprobt und in Etappen umgesetzt',
    body: '<p>Unsere Architekten bringen <strong>Altsysteme</strong> Dienst für Dienst in die Cloud, damit Ihr Geschäft nie stillsteht.</p>',
  },
  'Software that fits how you work': {
    title: 'Software, die zu Ihrer Arbeitsweise passt',
    sub_title: 'Vom Discovery-Workshop in wenigen Wochen in den Betrieb',
    body: '<p>Erfahrene Entwickler, Produktdesigner und Tester in <em>einem Team</em>, das für das Ergebnis einsteht.</p>',
  },
  'Security you can prove': {
    title: 'Sicherheit, die Sie belegen können',
    sub_title: 'Analysen, Penetrationstests und ein Plan, um das Gefundene zu beheben',
    body: '<ul><li>Bedrohungsmodellierung</li><li>Penetrationstests</li><li>Vorbereitung auf ISO 27001</li></ul>',
  },
};
