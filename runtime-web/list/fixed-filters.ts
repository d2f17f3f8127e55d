/** A fixed filter value as a view declares it: `{ state: 'posted', featured: true }`. */
export type FilterValues = Readonly<Record<string, string | number | boolean>>;

/**
 * The filters a list page applies itself, as text: the declared ones plus
 * the named route params (`applicant-list/:job_id`). A missing param filters
 * on nothing rather than on "undefined".
 */
export function fixedFilters(
  filter: FilterValues | undefined,
  paramFilters: readonly string[] | undefined,
  routeParams: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  const fixed: Record<string, string> = {};
  for (const [name, value] of Object.entries(filter ?? {})) fixed[name] = String(value);
  for (const name of paramFilters ?? []) {
    const value = routeParams[name];
    if (value !== undefined && value !== '') fixed[name] = value;
  }
  return fixed;
}
