import { Link } from 'react-router-dom';
import type { EntityMeta } from '../../runtime-shared/meta';
import type { DataResponse } from '../api/client';
import { useApiGet } from '../api/use-api-get';
import { ErrorMessage } from '../feedback/ErrorMessage';

/** One record field that shows a library file (`GET /api/<library>/:id/usage`). */
interface Usage {
  entity: string;
  entityLabel: string;
  id: number;
  title: string;
  field: string;
  fieldLabel: string;
  adminPath: string | null;
  trashed: boolean;
}

/** The places the user may read, and how many others show the file (counted, never named). */
type UsageResponse = DataResponse<Usage[]> & { meta: { hidden: number } };

/**
 * "Where it is used", under a media-library file's edit form: each record that shows the file, linked to
 * its edit screen, and a count of the records the user may not read. While there is one, the file cannot
 * be deleted; replacing it updates them all.
 */
export function LibraryUsage({ meta, id }: { meta: EntityMeta; id: string }) {
  const usage = useApiGet<UsageResponse>(`/api/${meta.name}/${id}/usage`);
  if (usage.error) return <ErrorMessage error={usage.error} onRetry={usage.reload} />;
  const places = usage.data?.data;
  if (!places) return null;
  const hidden = usage.data?.meta.hidden ?? 0;
  return (
    <section className="card library-usage" aria-labelledby="library-usage-title">
      <h2 id="library-usage-title">Where it is used</h2>
      {places.length === 0 && hidden === 0 ? (
        <p className="muted">No record shows this file: it can be deleted.</p>
      ) : (
        <>
          <p className="muted">Replacing the file updates these records; it cannot be deleted while they show it.</p>
          <ul>
            {places.map((p) => (
              <li key={`${p.entity}-${p.id}-${p.field}`}>
                {p.entityLabel} {p.adminPath ? <Link to={p.adminPath}>{p.title}</Link> : p.title} ({p.fieldLabel}
                {p.trashed ? ', in the trash' : ''})
              </li>
            ))}
            {hidden > 0 && <li className="muted">{hidden === 1 ? 'One other record' : `${hidden} other records`} you cannot see</li>}
          </ul>
        </>
      )}
    </section>
  );
}
