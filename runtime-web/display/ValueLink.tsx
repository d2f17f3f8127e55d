import type { FieldMeta } from '../../runtime-shared/meta';

/** The link a contact value opens: a call, a mail, or the page (never with access to this window). */
export function ValueLink({ field, value }: { field: FieldMeta; value: unknown }) {
  if (typeof value !== 'string' || !value) return null;
  if (field.kind === 'phone') return <a href={`tel:${value.replace(/[^\d+]/g, '')}`}>{value}</a>;
  if (field.kind === 'email') return <a href={`mailto:${value}`}>{value}</a>;
  // Only web addresses become links: a stored `javascript:` URL stays inert text.
  if (!/^(https?:\/\/|\/)/i.test(value)) return <>{value}</>;
  return (
    <a href={value} target="_blank" rel="noopener noreferrer">
      {value}
    </a>
  );
}

/** The kinds `ValueLink` renders. */
export const LINK_KINDS: readonly FieldMeta['kind'][] = ['phone', 'email', 'url'];
