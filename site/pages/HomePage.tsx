/**
 * The home page (`/` and `/home`; `/de` in German): its sections in the order of the `home` content page's layout (staff
 * arrange them under Content Pages), today's order without one (site/blocks/built-in.ts). The layout is read
 * together with every section's records, in one round of parallel reads; each section is hidden when it has no rows.
 */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { pageApi } from '../../generated/api';
import { todayIn } from '../../runtime-shared/site-time';
import { HOME_LAYOUT } from '../blocks/built-in';
import { PageBlocks } from '../blocks/PageBlocks';
import { readAllSections } from '../blocks/section-data';
import { readOptions } from '../data/read';
import type { PageHead } from '../head';
import { wordsFor } from '../i18n/words';
import { requestLocale } from '../locale';

export async function loader({ request }: LoaderFunctionArgs) {
  const o = readOptions(request);
  const locale = requestLocale(request);
  const [home, sections] = await Promise.all([pageApi.list({ perPage: 1, filter: { slug: 'home' }, locale }, o), readAllSections(o, locale)]);
  const page = home.data[0];
  return { today: todayIn(), layout: page?.layout.length ? page.layout : HOME_LAYOUT, seo: page?.seo ?? null, sections };
}

type HomeData = Awaited<ReturnType<typeof loader>>;

export const handle = {
  head: ({ sections, seo }: HomeData, locale: string): PageHead => {
    const banner = sections.banner?.[0];
    return { title: seo?.title || banner?.title || wordsFor(locale).home, description: seo?.description || banner?.sub_title, image: banner?.photo, noIndex: seo?.no_index };
  },
};

export function Component() {
  const { layout, sections, today } = useLoaderData<HomeData>();
  return <PageBlocks blocks={layout} sections={sections} today={today} />;
}
