/** /product-details/:id: photo, description and today's price; a missing or withdrawn product is a 404. */
import { defaultLocale } from '../../../runtime-shared/locales';
import { wordsFor } from '../../i18n/words';
import { requestLocale } from '../../locale';
import { Fragment } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { Link } from '../../components/LocaleLink';
import { productApi } from '../../../generated/api';
import { Img } from '../../components/Img';
import { PriceTag } from './PriceTag';
import { RichText } from '../../components/RichText';
import { idParam, readOptions } from '../../data/read';
import { orNotFound } from '../../data/records';
import type { PageHead } from '../../head';
import { todayIn } from '../../../runtime-shared/site-time';
import { AddToCart } from './AddToCart';
import { BookmarkButton } from '../../account/profile/BookmarkButton';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const product = await orNotFound(productApi.get(idParam(params.id), { ...readOptions(request), locale }));
  return { product, today: todayIn(), locale };
}

type ProductData = Awaited<ReturnType<typeof loader>>;

export const handle = {
  head: ({ product }: ProductData): PageHead => ({ title: product.name, description: product.summary ?? product.body, image: product.photo, type: 'product' }),
};

export function Component() {
  const { product, today, locale } = useLoaderData<ProductData>();
  const words = wordsFor(locale);
  // A field without a translation is shown in the default locale, and says so (docs/localization.md).
  const langOf = (field: 'name' | 'summary' | 'body' | 'specifications') => (product._meta?.fallback.includes(field) ? { lang: defaultLocale() } : {});
  return (
    <section className="section">
      <div className="container product-details">
        <Img src={product.photo} alt={product.name} width={600} height={360} lazy={false} className="rounded product-details-photo" />
        <div>
          <p className="eyebrow">
            <Link to={product.category ? `/products?category=${product.category.id}` : '/products'}>{product.category?.name ?? words.products}</Link>
            {product.subcategory && <> · {product.subcategory.name}</>}
          </p>
          <h1 {...langOf('name')}>{product.name}</h1>
          {product.summary && <p className="page-lead" {...langOf('summary')}>{product.summary}</p>}
          <PriceTag item={product} today={today} billing={product.billing} />
          <p className="muted">{product.quantity > 0 ? words.available : words.soldOut}{product.sku ? ` · SKU ${product.sku}` : ''}</p>
          <AddToCart product={product} today={today} inStock={product.quantity > 0} />
          <BookmarkButton productId={product.id} />
          <div {...langOf('body')}>
            <RichText html={product.body} />
          </div>
          {product.specifications.length > 0 && (
            <>
              <h2>{words.specifications}</h2>
              <dl className="spec-table" {...langOf('specifications')}>
                {product.specifications.map((line, i) => (
                  <Fragment key={i}>
                    <dt>{line.label}</dt>
                    <dd>{line.value}</dd>
                  </Fragment>
                ))}
              </dl>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
