import { Link } from '../../components/LocaleLink';
import type { Product } from '../../../generated/schemas/product.schema';
import { Img } from '../../components/Img';
import { PriceTag } from './PriceTag';

/** Products as cards with photo, category and today's price. */
export function ProductCards({ products, today }: { products: Product[]; today: string }) {
  return (
    <ul className="card-grid product-grid">
      {products.map((product) => (
        <li key={product.id} className="card product-card" data-product={product.id}>
          <Img src={product.photo} alt={product.name} width={400} height={240} className="product-photo" />
          <div className="product-body">
            {product.category && <p className="eyebrow">{product.category.name}</p>}
            <h3>
              <Link to={`/product-details/${product.id}`} className="card-link">{product.name}</Link>
            </h3>
            {product.summary && <p>{product.summary}</p>}
            <PriceTag item={product} today={today} billing={product.billing} />
          </div>
        </li>
      ))}
    </ul>
  );
}
