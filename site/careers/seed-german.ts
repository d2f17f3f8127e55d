/**
 * A demo job ad in German (docs/localization.md), by slug: the Berlin team hires in German. The other ads
 * stay English until HR translates them; /de/ shows them in English, marked `lang="en"`.
 */
export const GERMAN_JOBS: Record<string, { title: string; summary: string; description: string; requirements: { text: string }[]; benefits: { text: string }[] }> = {
  'senior-cloud-engineer': {
    title: 'Senior Cloud Engineer (AWS / Azure) (m/w/d)',
    summary: 'Sie entwerfen Landing Zones und leiten Cloud-Migrationen für mittelständische Kunden aus Finanzwesen und Gesundheitswesen.',
    description:
      '<p>Sie verantworten die technische Seite von zwei bis drei Migrationsprogrammen im Jahr, von der Bestandsaufnahme bis zur Übergabe.</p><ul><li>Landing Zones und Netzwerktopologien auf AWS und Azure entwerfen</li><li>Migrationswellen planen und Umstellungen proben</li><li>Infrastructure as Code mit Terraform schreiben und den Code anderer prüfen</li><li>Zwei bis vier Kolleginnen und Kollegen begleiten</li></ul>',
    requirements: [
      { text: 'Mindestens fünf Jahre praktische Erfahrung mit Infrastruktur, davon zwei in der Public Cloud' },
      { text: 'Terraform und eine Skriptsprache (Python, PowerShell oder Bash)' },
      { text: 'Eine aktuelle AWS- oder Azure-Zertifizierung (Associate oder Professional)' },
      { text: 'Sicheres Englisch in Wort und Schrift; Deutsch ist ein Plus' },
    ],
    benefits: [{ text: 'Zwei bezahlte Zertifizierungen pro Jahr' }, { text: 'Drei Bürotage pro Woche, den Rest mobil' }, { text: 'Zuschuss zur Altersvorsorge' }],
  },
};
