/** "Bookmark" on a product's page, for signed-in users: adds or removes the product from /bookmark. */
import { useState } from 'react';
import { Link } from '../../components/LocaleLink';
import { bookmarkApi } from '../../../generated/api';
import { errorMessage } from '../../../runtime-web/api/client';
import { useApiCall } from '../../../runtime-web/api/use-api-call';
import { useAuthUser } from '../../../runtime-web/auth/use-auth-user';

export function BookmarkButton({ productId }: { productId: number }) {
  // Null on the server and until hydration: visitors never see the button, and the first HTML is the same for all.
  const user = useAuthUser();
  const found = useApiCall(user ? (signal) => bookmarkApi.list({ perPage: 1, filter: { user_id: user.id, product_id: productId } }, { signal }) : null, [user?.id, productId]);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  if (!user) return null;
  const bookmark = found.data?.data[0];

  const toggle = async () => {
    setBusy(true);
    setProblem('');
    try {
      if (bookmark) await bookmarkApi.remove(bookmark.id);
      else await bookmarkApi.create({ product_id: productId });
      found.reload();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="bookmark-action">
      <button type="button" className="site-btn site-btn-outline" aria-pressed={Boolean(bookmark)} disabled={busy || (found.loading && !found.data)} onClick={() => void toggle()}>
        {bookmark ? 'Bookmarked' : 'Bookmark'}
      </button>
      {bookmark && <Link to="/bookmark">Your bookmarks</Link>}
      {problem && <span className="field-error" role="alert">{problem}</span>}
    </span>
  );
}
