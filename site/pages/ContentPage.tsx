/**
 * A content page (/about, /privacy-policy, /help-center, ...) from the `page` entity: its body, then its
 * layout's blocks (site/blocks/PageBlocks.tsx). A layout that opens with a hero has the hero as its header;
 * otherwise the page title is. An unknown or unpublished slug is a 404, but for /about (built-in.ts).
 */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { pageApi } from '../../generated/api';
import type { Page } from '../../generated/schemas/page.schema';
import { todayIn } from '../../runtime-shared/site-time';
import { ABOUT_FALLBACK } from '../blocks/built-in';
import { PageBlocks } from '../blocks/PageBlocks';
import { readSectionsOf } from '../blocks/section-data';
import { RichText } from '../components/RichText';
import { notFound, readOptions } from '../data/read';
import { longDate } from '../format';
import { plainSummary, type PageHead } from '../head';

type ShownPage = Pick<Page, 'title' | 'meta_description' | 'body' | 'seo' | 'layout'> & { updated_at: string | null };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  if (!/^[a-z0-9-]{1,80}$/.test(slug)) notFound();
  const o = readOptions(request);
  const { data } = await pageApi.list({ perPage: 1, filter: { slug } }, o);
  const page: ShownPage | undefined = data[0] ?? (slug === 'about' ? ABOUT_FALLBACK : undefined);
  if (!page) notFound();
  // The records the layout's section blocks show (team, features, ...): read only when it has such blocks.
  const sections = await readSectionsOf(page.layout, o);
  return { page, sections, today: todayIn() };
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
  const { page, sections, today } = useLoaderData<ContentData>();
  const heroFirst = page.layout[0]?.type === 'hero';
  const header = heroFirst ? page.layout.slice(0, 1) : [];
  // A page of text alone keeps its centred column; with blocks, the title and body line up with them on the left.
  const column = page.layout.length ? 'container' : 'container narrow';
  return (
    <>
      {heroFirst ? (
        <PageBlocks blocks={header} sections={sections} today={today} firstIsHeader />
      ) : (
        <header className="page-header">
          <div className={column}>
            <h1>{page.title}</h1>
            {page.updated_at && <p className="muted small">Last updated {longDate(page.updated_at)}</p>}
          </div>
        </header>
      )}
      {hasContent(page.body) && (
        <section className="section block-flow">
          <div className={column}>
            <RichText html={page.body} className="measure" />
          </div>
        </section>
      )}
      <PageBlocks blocks={page.layout.slice(header.length)} start={header.length} sections={sections} today={today} />
    </>
  );
}
