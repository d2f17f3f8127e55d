import { Link } from 'react-router-dom';
import type { EntityMeta } from '../../runtime-shared/meta';
import type { DataResponse } from '../api/client';
import { useApiGet } from '../api/use-api-get';
import { ErrorMessage } from '../feedback/ErrorMessage';
import { useT } from '../i18n/use-t';

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
  const t = useT();
  const usage = useApiGet<UsageResponse>(`/api/${meta.name}/${id}/usage`);
  if (usage.error) return <ErrorMessage error={usage.error} onRetry={usage.reload} />;
  const places = usage.data?.data;
  if (!places) return null;
  const hidden = usage.data?.meta.hidden ?? 0;
  return (
    <section className="card library-usage" aria-labelledby="library-usage-title">
      <h2 id="library-usage-title">{t('library.usage')}</h2>
      {places.length === 0 && hidden === 0 ? (
        <p className="muted">{t('library.unused')}</p>
      ) : (
        <>
          <p className="muted">{t('library.used')}</p>
          <ul>
            {places.map((p) => (
              <li key={`${p.entity}-${p.id}-${p.field}`}>
                {p.entityLabel} {p.adminPath ? <Link to={p.adminPath}>{p.title}</Link> : p.title} ({p.trashed ? t('library.inTrash', { field: p.fieldLabel }) : p.fieldLabel})
              </li>
            ))}
            {hidden > 0 && <li className="muted">{hidden === 1 ? t('library.hiddenOne') : t('library.hiddenMany', { count: hidden })}</li>}
          </ul>
        </>
      )}
    </section>
  );
}
