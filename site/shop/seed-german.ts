/**
 * The demo products in German (docs/localization.md), by slug: so that /de/products and /de/product-details/…
 * show real German copy. Fields left out (most descriptions and specification tables) fall back to English.
 */
type GermanProduct = { name: string; summary: string; body?: string; specifications?: { label: string; value: string }[] };

export const GERMAN_PRODUCTS: Record<string, GermanProduct> = {
  'microsoft-365-business-premium': {
    name: 'Microsoft 365 Business Premium (pro Benutzer)',
    summary: 'Office-Apps, Teams, Intune und Defender for Business, inklusive Einrichtung und Übergabe an Ihre Administratoren.',
    body: '<p>Eine Jahreslizenz Microsoft 365 Business Premium pro Benutzer, von unseren Technikern in Ihrem Tenant bereitgestellt.</p><ul><li>Office-Apps, Exchange, SharePoint und Teams</li><li>Geräteverwaltung mit Intune und Defender for Business</li><li>Grundkonfiguration für bedingten Zugriff, von uns eingerichtet</li></ul>',
    specifications: [
      { label: 'Laufzeit', value: '12 Monate, jährliche Verlängerung' },
      { label: 'Abgedeckte Nutzer', value: 'Ein namentlich benannter Benutzer, bis zu 5 Geräte' },
      { label: 'Einrichtung', value: 'Bereitstellung des Tenants und Übergabe inklusive' },
    ],
  },
  'managed-backup-m365': {
    name: 'Managed Backup für Microsoft 365 (pro Benutzer)',
    summary: 'Tägliche Sicherung von E-Mails, OneDrive, SharePoint und Teams; Wiederherstellungen übernimmt unser Service Desk.',
  },
  'endpoint-protection-suite': {
    name: 'Endpoint Protection Suite (pro Gerät)',
    summary: 'Virenschutz der nächsten Generation mit Erkennung und Reaktion auf Endgeräten, überwacht von unserem Sicherheitsteam.',
  },
  'essential-support-plan': {
    name: 'Support-Paket Essential',
    summary: 'Service Desk zu Geschäftszeiten für bis zu 25 Benutzer, mit vier Stunden Reaktionszeit.',
    body: '<p>Service Desk per Telefon, E-Mail und Portal an Werktagen von 8 bis 18 Uhr.</p><ul><li>Bis zu 25 Benutzer und 30 Geräte</li><li>Reaktion innerhalb von vier Stunden bei dringenden Störungen</li><li>Patch-Management und monatlicher Bericht</li></ul>',
  },
  'premium-support-plan': {
    name: 'Support-Paket Premium rund um die Uhr',
    summary: 'Service Desk und Überwachung rund um die Uhr für bis zu 100 Benutzer, mit 30 Minuten Reaktionszeit.',
    body: '<p>Unser umfassendstes Paket: Service Desk rund um die Uhr, Überwachung der Infrastruktur und ein fester Service-Manager.</p><ul><li>Bis zu 100 Benutzer und 150 Geräte</li><li>Reaktion innerhalb von 30 Minuten bei kritischen Störungen, zu jeder Zeit</li><li>Vierteljährliche Roadmap-Besprechung mit einem Senior Consultant</li></ul>',
    specifications: [
      { label: 'Benutzer', value: 'Bis zu 100' },
      { label: 'Geräte', value: 'Bis zu 150' },
      { label: 'Reaktion bei kritischen Störungen', value: '30 Minuten, zu jeder Zeit' },
    ],
  },
  'cloud-operations-retainer': {
    name: 'Cloud-Betrieb im Monatsabo',
    summary: 'Überwachung, Patches, Backups und monatliche Kostenoptimierung für eine AWS- oder Azure-Umgebung.',
  },
  'cloud-readiness-workshop': {
    name: 'Workshop Cloud-Readiness (1 Tag, vor Ort)',
    summary: 'Ein Tag mit Ihren IT- und Fachverantwortlichen, am Ende steht eine priorisierte Auswahl für die Migration.',
  },
  'secure-coding-online': {
    name: 'Sicheres Programmieren für Entwickler (online, pro Platz)',
    summary: 'Vier Live-Onlinetermine zu den OWASP Top 10, mit praktischen Übungen und Zertifikat.',
  },
};
