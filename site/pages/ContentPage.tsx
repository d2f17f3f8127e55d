/**
 * A content page (/privacy-policy, /help-center, ...) from the `page` entity; an unknown or unpublished slug is a 404.
 * In another locale (/de/privacy-policy, site/locale.ts) it reads the page in that locale: each field the
 * page has no translation of comes in the default locale, marked with its own `lang`.
 */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { pageApi } from '../../generated/api';
import { defaultLocale } from '../../runtime-shared/locales';
import { RichText } from '../components/RichText';
import { notFound, readOptions } from '../data/read';
import { longDate } from '../format';
import type { PageHead } from '../head';
import { alternatesOf, intlLocale, languageName, localePath, pageLocale } from '../locale';

/** The few words of the page's own frame, per locale (the content comes translated from the API). */
const WORDS: Record<string, { updated: string; other: string }> = {
  en: { updated: 'Last updated', other: 'This page in' },
  de: { updated: 'Zuletzt aktualisiert am', other: 'Diese Seite auf' },
};
const words = (locale: string) => WORDS[locale] ?? WORDS.en!;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  const locale = pageLocale(params.lang);
  if (!locale || !/^[a-z0-9-]{1,80}$/.test(slug)) notFound();
  // Always with the locale: the answer then holds that locale's values only, not every translation.
  const { data } = await pageApi.list({ perPage: 1, filter: { slug }, locale }, readOptions(request));
  const page = data[0];
  if (!page) notFound();
  return { page, locale };
}

type ContentData = Awaited<ReturnType<typeof loader>>;

export const handle = {
  head: ({ page, locale }: ContentData): PageHead => ({
    title: page.title,
    description: page.meta_description ?? page.body,
    alternates: alternatesOf(`/${page.slug}`),
    ...(locale !== defaultLocale() ? { lang: locale } : {}),
  }),
};

export function Component() {
  const { page, locale } = useLoaderData<ContentData>();
  // A field shown in the default locale because it has no translation says its own language.
  const langOf = (field: string) => (page._meta?.fallback.includes(field as never) ? { lang: defaultLocale() } : {});
  const others = alternatesOf(`/${page.slug}`).filter((a) => a.hreflang !== 'x-default' && a.hreflang !== locale);
  return (
    <>
      <header className="page-header">
        <div className="container narrow">
          <h1 {...langOf('title')}>{page.title}</h1>
          <p className="muted small">
            {`${words(locale).updated} ${longDate(page.updated_at, intlLocale(locale))}`}
          </p>
          {/* A plain link: the switch works without JavaScript, and crawlers follow it. */}
          <nav aria-label={words(locale).other} className="small">
            {others.map((a) => (
              <a key={a.hreflang} href={localePath(a.hreflang, `/${page.slug}`)} hrefLang={a.hreflang} lang={a.hreflang}>
                {`${words(a.hreflang).other} ${languageName(a.hreflang)}`}
              </a>
            ))}
          </nav>
        </div>
      </header>
      <section className="section">
        <div className="container narrow" {...langOf('body')}>
          <RichText html={page.body} />
        </div>
      </section>
    </>
  );
}
