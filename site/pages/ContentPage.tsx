/** A content page (/privacy-policy, /help-center, ...) from the `page` entity; an unknown or unpublished slug is a 404. */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { pageApi } from '../../generated/api';
import { RichText } from '../components/RichText';
import { notFound, readOptions } from '../data/read';
import { longDate } from '../format';
import type { PageHead } from '../head';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  if (!/^[a-z0-9-]{1,80}$/.test(slug)) notFound();
  const { data } = await pageApi.list({ perPage: 1, filter: { slug } }, readOptions(request));
  const page = data[0];
  if (!page) notFound();
  return { page };
}

type ContentData = Awaited<ReturnType<typeof loader>>;

export const handle = {
  head: ({ page }: ContentData): PageHead => ({ title: page.title, description: page.meta_description ?? page.body }),
};

export function Component() {
  const { page } = useLoaderData<ContentData>();
  return (
    <>
      <header className="page-header">
        <div className="container narrow">
          <h1>{page.title}</h1>
          <p className="muted small">Last updated {longDate(page.updated_at)}</p>
        </div>
      </header>
      <section className="section">
        <div className="container narrow">
          <RichText html={page.body} />
        </div>
      </section>
    </>
  );
}
