/** /product-details/:id: photo, description and today's price; a missing or withdrawn product is a 404. */
import { Fragment } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
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
  const product = await orNotFound(productApi.get(idParam(params.id), readOptions(request)));
  return { product, today: todayIn() };
}

type ProductData = Awaited<ReturnType<typeof loader>>;

export const handle = {
  head: ({ product }: ProductData): PageHead => ({ title: product.name, description: product.summary ?? product.body, image: product.photo, type: 'product' }),
};

export function Component() {
  const { product, today } = useLoaderData<ProductData>();
  return (
    <section className="section">
      <div className="container product-details">
        <Img src={product.photo} alt={product.name} width={600} height={360} lazy={false} className="rounded product-details-photo" />
        <div>
          <p className="eyebrow">
            <Link to={product.category ? `/products?category=${product.category.id}` : '/products'}>{product.category?.name ?? 'Products'}</Link>
            {product.subcategory && <> · {product.subcategory.name}</>}
          </p>
          <h1>{product.name}</h1>
          {product.summary && <p className="page-lead">{product.summary}</p>}
          <PriceTag item={product} today={today} billing={product.billing} />
          <p className="muted">{product.quantity > 0 ? 'Available' : 'Currently sold out'}{product.sku ? ` · SKU ${product.sku}` : ''}</p>
          <AddToCart product={product} today={today} inStock={product.quantity > 0} />
          <BookmarkButton productId={product.id} />
          <RichText html={product.body} />
          {product.specifications.length > 0 && (
            <>
              <h2>Specifications</h2>
              <dl className="spec-table">
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
