/** /notice: news and notices, newest first, paged by the server. */
import { useLocale, wordsFor } from '../i18n/words';
import { requestLocale } from '../locale';
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
  const notices = await noticeApi.list({ page, perPage: PER_PAGE, sort: ['-pinned', '-published_at', '-id'], locale: requestLocale(request) }, readOptions(request));
  return { page, total: notices.meta.total, notices: notices.data };
}

type NoticeData = Awaited<ReturnType<typeof loader>>;

export const handle = {
  head: (data: NoticeData, locale: string): PageHead => ({ title: wordsFor(locale).news, description: data.notices[0]?.summary ?? wordsFor(locale).news }),
};

export function Component() {
  const data = useLoaderData<NoticeData>();
  const locale = useLocale();
  const words = wordsFor(locale);
  return (
    <>
      <header className="page-header">
        <div className="container">
          <p className="eyebrow">{words.company}</p>
          <h1>{words.news}</h1>
        </div>
      </header>
      <section className="section">
        <div className="container narrow">
          {data.notices.length === 0 && <p className="empty-state">{words.noNotices}</p>}
          {data.notices.map((notice) => (
            <article key={notice.id} className="notice" aria-labelledby={`notice-${notice.id}`}>
              <p className="muted small">
                {notice.published_at && <time dateTime={notice.published_at}>{longDate(notice.published_at, locale)}</time>}
                {notice.pinned && <span className="tag">{words.pinned}</span>}
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
