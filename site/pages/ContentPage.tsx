/**
 * A content page (/about, /privacy-policy, /help-center, ...) from the `page` entity: its body, then its
 * layout's blocks (site/blocks/PageBlocks.tsx). A layout that opens with a hero has the hero as its header;
 * otherwise the page title is. An unknown or unpublished slug is a 404, but for /about (built-in.ts).
 * In another locale (/de/privacy-policy, site/locale.ts; the header has the language switch) it reads the page in that locale: each field the
 * page has no translation of comes in the default locale, marked with its own `lang`.
 */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { pageApi } from '../../generated/api';
import type { Page } from '../../generated/schemas/page.schema';
import { defaultLocale } from '../../runtime-shared/locales';
import { todayIn } from '../../runtime-shared/site-time';
import { ABOUT_FALLBACK } from '../blocks/built-in';
import { PageBlocks } from '../blocks/PageBlocks';
import { readSectionsOf } from '../blocks/section-data';
import { RichText } from '../components/RichText';
import { notFound, readOptions } from '../data/read';
import { longDate } from '../format';
import { plainSummary, type PageHead } from '../head';
import { wordsFor } from '../i18n/words';
import { requestLocale } from '../locale';

type ShownPage = Pick<Page, 'title' | 'meta_description' | 'body' | 'seo' | 'layout' | '_meta'> & { updated_at: string | null };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  const locale = requestLocale(request);
  if (!/^[a-z0-9-]{1,80}$/.test(slug)) notFound();
  const o = readOptions(request);
  // Always with the locale: the answer then holds that locale's values only, not every translation.
  const { data } = await pageApi.list({ perPage: 1, filter: { slug }, locale }, o);
  const page: ShownPage | undefined = data[0] ?? (slug === 'about' ? ABOUT_FALLBACK : undefined);
  if (!page) notFound();
  // The records the layout's section blocks show (team, features, ...): read only when it has such blocks.
  const sections = await readSectionsOf(page.layout, o, locale);
  return { page, slug, locale, sections, today: todayIn() };
}

type ContentData = Awaited<ReturnType<typeof loader>>;

/** An empty editor leaves `<p><br></p>`: a body with neither text nor a picture is not shown. */
const hasContent = (html: string | null): html is string => !!html && (plainSummary(html) !== '' || /<img\b/i.test(html));

/** The first text a visitor reads: for a page whose body is empty, the first hero's or text block's. */
function firstText(page: ShownPage): string | null {
  if (hasContent(page.body)) return page.body;
  for (const block of page.layout) {
    if (block.type === 'hero' && block.subheading) return block.subheading;
    if (block.type === 'richText') return block.body;
  }
  return null;
}

export const handle = {
  head: ({ page }: ContentData): PageHead => ({
    title: page.seo.title || page.title,
    description: page.seo.description || page.meta_description || firstText(page),
    noIndex: page.seo.no_index,
  }),
};

export function Component() {
  const { page, locale, sections, today } = useLoaderData<ContentData>();
  const words = wordsFor(locale);
  // A field shown in the default locale because it has no translation says its own language.
  const langOf = (field: string) => (page._meta?.fallback.includes(field as never) ? { lang: defaultLocale() } : {});
  const heroFirst = page.layout[0]?.type === 'hero';
  const header = heroFirst ? page.layout.slice(0, 1) : [];
  // A page of text alone keeps its centred column; with blocks, the title and body line up with them on the left.
  const column = page.layout.length ? 'container' : 'container narrow';
  const blocks = <PageBlocks blocks={page.layout.slice(header.length)} start={header.length} sections={sections} today={today} />;
  return (
    <>
      {heroFirst ? (
        <>
          {page._meta?.fallback.includes('layout') ? (
            <div lang={defaultLocale()}>
              <PageBlocks blocks={header} sections={sections} today={today} firstIsHeader />
            </div>
          ) : (
            <PageBlocks blocks={header} sections={sections} today={today} firstIsHeader />
          )}
        </>
      ) : (
        <header className="page-header">
          <div className={column}>
            <h1 {...langOf('title')}>{page.title}</h1>
            {page.updated_at && <p className="muted small">{`${words.lastUpdated} ${longDate(page.updated_at, locale)}`}</p>}
          </div>
        </header>
      )}
      {hasContent(page.body) && (
        <section className="section block-flow">
          <div className={column} {...langOf('body')}>
            <RichText html={page.body} className="measure" />
          </div>
        </section>
      )}
      {page._meta?.fallback.includes('layout') ? <div lang={defaultLocale()}>{blocks}</div> : blocks}
    </>
  );
}
