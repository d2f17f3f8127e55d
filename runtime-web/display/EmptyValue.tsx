/** What the details page shows for a field with no value. */
export function EmptyValue() {
  return <span className="muted">—</span>;
}
