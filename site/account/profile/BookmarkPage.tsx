/** /bookmark (signed in): the products the user bookmarked, each with a link and Remove. */
import { useState } from 'react';
import { Link } from '../../components/LocaleLink';
import { bookmarkApi } from '../../../generated/api';
import { errorMessage } from '../../../runtime-web/api/client';
import { useApiCall } from '../../../runtime-web/api/use-api-call';
import { useAuthUser } from '../../../runtime-web/auth/use-auth-user';
import type { PageHead } from '../../head';
import { FormAlert } from '../AuthCard';

export function Component() {
  const user = useAuthUser();
  const rows = useApiCall(user ? (signal) => bookmarkApi.list({ perPage: 100, sort: '-created_at', filter: { user_id: user.id } }, { signal }) : null, [user?.id]);
  const [problem, setProblem] = useState('');
  const remove = async (id: number) => {
    setProblem('');
    try {
      await bookmarkApi.remove(id);
      rows.reload();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  const list = rows.data?.data ?? [];
  return (
    <section className="section">
      <div className="container narrow-page">
        <h1>Your bookmarks</h1>
        <FormAlert message={problem || (rows.error ? errorMessage(rows.error) : undefined)} />
        {rows.loading && !rows.data ? (
          <p>Loading...</p>
        ) : list.length ? (
          <ul className="owned-list">
            {list.map((b) => (
              <li key={b.id}>
                <Link to={`/product-details/${b.product_id}`}>{b.product?.name ?? `Product ${b.product_id}`}</Link>
                <button type="button" className="site-btn site-btn-outline" onClick={() => void remove(b.id)} aria-label={`Remove ${b.product?.name ?? 'this product'} from bookmarks`}>Remove</button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">No bookmarks yet. <Link to="/products">Browse the products</Link> and bookmark the ones you want to keep in mind.</p>
        )}
      </div>
    </section>
  );
}

export const handle = { head: (): PageHead => ({ title: 'Your bookmarks' }) };
