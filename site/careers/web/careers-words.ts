/**
 * The careers pages' own words (job ad, application forms), English and German, in the careers pages' chunks:
 * the site's catalogue (site/i18n/) keeps only the words every page's first download needs.
 */
import { pathLocale } from '../../locale';
import { useLocation } from 'react-router-dom';

const en = {
  aboutTheRole: 'About the role',
  weLookFor: 'What we look for',
  weOffer: 'What we offer',
  jobFacts: 'Job facts',
  location: 'Location',
  employmentType: 'Employment type',
  experience: 'Experience',
  vacancies: 'Vacancies',
  salary: 'Salary',
  applyBy: 'Apply by',
  openUntilFilled: 'Open until filled',
  quickApply: 'Quick apply',
  applyWithAccount: 'Apply with my account',
  examAfterApplying: 'After applying you confirm your email address and take a short online exam.',
  applyTitle: (job: string) => `Apply: ${job}`,
  applyDescription: (job: string) => `Apply for ${job} in a few minutes with your résumé.`,
  noAccountNeeded: 'No account needed. Have an account?',
  applyWithIt: 'Apply with it',
  fullName: 'Full name',
  email: 'E-mail',
  phone: 'Phone',
  resume: 'Résumé (PDF or Word, at most 5 MB)',
  submitApplication: 'Submit application',
  sending: 'Sending…',
  applyFor: (job: string) => `Apply for ${job}`,
  applicationSent: 'Application sent',
  otherPositions: 'See other open positions',
};

type CareersWords = typeof en;

const de: CareersWords = {
  aboutTheRole: 'Die Aufgabe',
  weLookFor: 'Was Sie mitbringen',
  weOffer: 'Was wir bieten',
  jobFacts: 'Eckdaten der Stelle',
  location: 'Standort',
  employmentType: 'Anstellungsart',
  experience: 'Berufserfahrung',
  vacancies: 'Offene Stellen',
  salary: 'Gehalt',
  applyBy: 'Bewerbungsschluss',
  openUntilFilled: 'Bis zur Besetzung offen',
  quickApply: 'Schnellbewerbung',
  applyWithAccount: 'Mit meinem Konto bewerben',
  examAfterApplying: 'Nach der Bewerbung bestätigen Sie Ihre E-Mail-Adresse und legen einen kurzen Online-Test ab.',
  applyTitle: (job) => `Bewerbung: ${job}`,
  applyDescription: (job) => `Bewerben Sie sich in wenigen Minuten mit Ihrem Lebenslauf als ${job}.`,
  noAccountNeeded: 'Kein Konto nötig. Sie haben schon eins?',
  applyWithIt: 'Damit bewerben',
  fullName: 'Vor- und Nachname',
  email: 'E-Mail',
  phone: 'Telefon',
  resume: 'Lebenslauf (PDF oder Word, höchstens 5 MB)',
  submitApplication: 'Bewerbung absenden',
  sending: 'Wird gesendet …',
  applyFor: (job) => `Bewerbung als ${job}`,
  applicationSent: 'Bewerbung gesendet',
  otherPositions: 'Weitere offene Stellen ansehen',
};

const CATALOGUES: Record<string, CareersWords> = { en, de };

/** The careers words of `locale` (its language's for a regional code), English when there is none. */
export const careersWordsFor = (locale: string): CareersWords => CATALOGUES[locale] ?? CATALOGUES[locale.split('-')[0]!] ?? en;

/** The careers words in the current page's locale. */
export const useCareersWords = (): CareersWords => careersWordsFor(pathLocale(useLocation().pathname));
