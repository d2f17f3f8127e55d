/** The job entity's choices as the visitor reads them, from the generated meta (one source of truth). */
import { jobMeta, type Job } from '../../../generated/schemas/job.schema';
import { money } from '../../format';

type Choice = 'category' | 'workplace' | 'employment_type';

export function choicesOf(field: Choice): { value: string; label: string }[] {
  const meta = jobMeta.fields.find((f) => f.name === field);
  return meta && 'options' in meta ? meta.options.map((o) => ({ value: o.value, label: o.label })) : [];
}

export const labelOf = (field: Choice, value: string): string => choicesOf(field).find((c) => c.value === value)?.label ?? value;

/** "$135,000.00 – $165,000.00 a year", one end, or null when no salary is set. */
export function salaryRange(job: Pick<Job, 'salary_min' | 'salary_max'>): string | null {
  const { salary_min: min, salary_max: max } = job;
  if (min != null && max != null) return `${money(min)} – ${money(max)} a year`;
  if (min != null) return `From ${money(min)} a year`;
  if (max != null) return `Up to ${money(max)} a year`;
  return null;
}
