/**
 * The schema.org `JobPosting` of a job (what search engines read for job
 * listings), as the text of a `<script type="application/ld+json">`. A data
 * block is never executed, so the strict Content-Security-Policy stays; `<`
 * is escaped so that no value can close the script element.
 */
import type { Job } from '../../../generated/schemas/job.schema';
import { fromMinor } from '../../../runtime-shared/money';
import { plainSummary } from '../../head';

const EMPLOYMENT: Record<Job['employment_type'], string> = { full_time: 'FULL_TIME', part_time: 'PART_TIME', contract: 'CONTRACTOR', internship: 'INTERN', temporary: 'TEMPORARY' };

export function jobPostingJson(job: Job, companyName: string): string {
  const [locality, country] = job.location.split(',').map((part) => part.trim());
  const salary =
    job.salary_min != null || job.salary_max != null
      ? {
          '@type': 'MonetaryAmount',
          currency: 'USD',
          value: { '@type': 'QuantitativeValue', unitText: 'YEAR', ...(job.salary_min != null ? { minValue: fromMinor(job.salary_min, 'USD') } : {}), ...(job.salary_max != null ? { maxValue: fromMinor(job.salary_max, 'USD') } : {}) },
        }
      : undefined;
  const posting = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    identifier: { '@type': 'PropertyValue', name: companyName, value: String(job.id) },
    datePosted: job.created_at.slice(0, 10),
    ...(job.deadline ? { validThrough: `${job.deadline}T23:59:59Z` } : {}),
    employmentType: EMPLOYMENT[job.employment_type],
    hiringOrganization: { '@type': 'Organization', name: companyName },
    ...(job.workplace === 'remote' ? { jobLocationType: 'TELECOMMUTE' } : {}),
    jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: locality, ...(country ? { addressCountry: country } : {}) } },
    ...(salary ? { baseSalary: salary } : {}),
    ...(job.experience ? { experienceRequirements: job.experience } : {}),
    ...(job.summary ? { disambiguatingDescription: plainSummary(job.summary, 300) } : {}),
  };
  return JSON.stringify(posting).replace(/</g, '\\u003c');
}
