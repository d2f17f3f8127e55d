/** /notice: news and notices, newest first, paged by the server. */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { noticeApi } from '../../generated/api';
import { assetUrl } from '../../runtime-web/api/asset-url';
import { Pager } from '../components/Pager';
import { RichText } from '../components/RichText';
import { pageParam, readOptions } from '../data/read';
import { longDate } from '../format';
import type { PageHead } from '../head';

const PER_PAGE = 10;

export async function loader({ request }: LoaderFunctionArgs) {
  const page = pageParam(new URL(request.url));
  // Drafts and notices published later never reach the public: the API leaves them out (notice's publicFilter).
  const notices = await noticeApi.list({ page, perPage: PER_PAGE, sort: ['-pinned', '-published_at', '-id'] }, readOptions(request));
  return { page, total: notices.meta.total, notices: notices.data };
}

type NoticeData = Awaited<ReturnType<typeof loader>>;

export const handle = {
  head: (data: NoticeData): PageHead => ({ title: 'News and notices', description: data.notices[0]?.summary ?? 'News and notices.' }),
};

export function Component() {
  const data = useLoaderData<NoticeData>();
  return (
    <>
      <header className="page-header">
        <div className="container">
          <p className="eyebrow">Company</p>
          <h1>News and notices</h1>
        </div>
      </header>
      <section className="section">
        <div className="container narrow">
          {data.notices.length === 0 && <p className="empty-state">There are no notices at the moment.</p>}
          {data.notices.map((notice) => (
            <article key={notice.id} className="notice" aria-labelledby={`notice-${notice.id}`}>
              <p className="muted small">
                {notice.published_at && <time dateTime={notice.published_at}>{longDate(notice.published_at)}</time>}
                {notice.pinned && <span className="tag">Pinned</span>}
              </p>
              <h2 id={`notice-${notice.id}`}>{notice.title}</h2>
              <RichText html={notice.body} />
              {notice.attachment && (
                <p>
                  <a href={assetUrl(notice.attachment)}>Download the attachment<span className="visually-hidden"> of {notice.title}</span></a>
                </p>
              )}
            </article>
          ))}
          <Pager page={data.page} perPage={PER_PAGE} total={data.total} search={new URLSearchParams()} />
        </div>
      </section>
    </>
  );
}
