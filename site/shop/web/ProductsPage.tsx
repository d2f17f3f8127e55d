/**
 * /products: category and subcategory filters, search and paging, all done by
 * the server through the list API (the page never fetches every product).
 * The filters are a GET form, so they work without JavaScript too.
 */
import { count } from '../../format';
import { useLocale, wordsFor } from '../../i18n/words';
import { requestLocale } from '../../locale';
import { Form, useLoaderData, useSubmit, type LoaderFunctionArgs } from 'react-router-dom';
import { categoryApi, productApi, subcategoryApi } from '../../../generated/api';
import { Pager } from '../../components/Pager';
import { pageParam, readOptions } from '../../data/read';
import type { PageHead } from '../../head';
import { todayIn } from '../../../runtime-shared/site-time';
import { ProductCards } from './ProductCards';

const PER_PAGE = 9;

const idOrUndefined = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const category = idOrUndefined(url.searchParams.get('category'));
  const subcategory = category ? idOrUndefined(url.searchParams.get('subcategory')) : undefined;
  const q = url.searchParams.get('q')?.trim() ?? '';
  const page = pageParam(url);
  const o = readOptions(request);
  const locale = requestLocale(request);
  const [categories, subcategories, products] = await Promise.all([
    categoryApi.list({ perPage: 100, sort: ['display_order', 'name'] }, o),
    category ? subcategoryApi.list({ perPage: 100, sort: ['display_order', 'name'], filter: { category_id: category } }, o) : null,
    productApi.list({ page, perPage: PER_PAGE, sort: 'name', q, filter: { category_id: category, subcategory_id: subcategory }, locale }, o),
  ]);
  return {
    today: todayIn(),
    query: { category, subcategory, q, page },
    categories: categories.data,
    subcategories: subcategories?.data ?? [],
    products: products.data,
    total: products.meta.total,
  };
}

type ProductsData = Awaited<ReturnType<typeof loader>>;

export const handle = {
  head: (data: ProductsData, locale: string): PageHead => ({
    title: wordsFor(locale).products,
    description: wordsFor(locale).productsDescription(data.categories.map((c) => c.name).join(', ')),
  }),
};

export function Component() {
  const data = useLoaderData<ProductsData>();
  const locale = useLocale();
  const words = wordsFor(locale);
  const submit = useSubmit();
  const { query } = data;
  const search = new URLSearchParams();
  if (query.category) search.set('category', String(query.category));
  if (query.subcategory) search.set('subcategory', String(query.subcategory));
  if (query.q) search.set('q', query.q);
  return (
    <>
      <header className="page-header">
        <div className="container">
          <p className="eyebrow">{words.shop}</p>
          <h1>{words.products}</h1>
          <p className="page-lead">{words.productsLead}</p>
        </div>
      </header>
      <section className="section">
        <div className="container">
          <Form method="get" className="filters" role="search" aria-label="Filter products" key={`${query.category}-${query.subcategory}-${query.q}`}>
            <div className="site-field">
              <label htmlFor="filter-category">Category</label>
              <select
                id="filter-category"
                name="category"
                defaultValue={query.category ?? ''}
                onChange={(event) => {
                  // A new category: its subcategories differ, so the old choice goes.
                  const form = event.currentTarget.form!;
                  const sub = form.elements.namedItem('subcategory');
                  if (sub instanceof HTMLSelectElement) sub.value = '';
                  void submit(form);
                }}
              >
                <option value="">All categories</option>
                {data.categories.map((c) => (
                  <option key={c.id} value={c.id}>{c.name}</option>
                ))}
              </select>
            </div>
            <div className="site-field">
              <label htmlFor="filter-subcategory">Subcategory</label>
              <select
                id="filter-subcategory"
                name="subcategory"
                defaultValue={query.subcategory ?? ''}
                disabled={!data.subcategories.length}
                onChange={(event) => void submit(event.currentTarget.form)}
              >
                <option value="">{query.category ? 'All subcategories' : 'Choose a category first'}</option>
                {data.subcategories.map((s) => (
                  <option key={s.id} value={s.id}>{s.name}</option>
                ))}
              </select>
            </div>
            <div className="site-field filters-search">
              <label htmlFor="filter-q">{words.search}</label>
              <input id="filter-q" name="q" type="search" defaultValue={query.q} placeholder="e.g. backup" />
            </div>
            <button type="submit" className="site-btn">Apply</button>
          </Form>
          <p className="muted results-count" role="status">
            {words.productCount(count(data.total, locale), data.total === 1)}
          </p>
          {data.products.length ? (
            <ProductCards products={data.products} today={data.today} />
          ) : (
            <p className="empty-state">{words.noProducts}</p>
          )}
          <Pager page={query.page} perPage={PER_PAGE} total={data.total} search={search} />
        </div>
      </section>
    </>
  );
}
