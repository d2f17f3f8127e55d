import { Link } from 'react-router-dom';
import { itemCount } from './cart';
import { useCart } from './cart-store';

/**
 * The header's cart link with the number of units in the cart. The badge
 * keeps its width before hydration (the server cannot see the cart), so the
 * number appearing moves nothing.
 */
export function CartLink() {
  const count = itemCount(useCart());
  return (
    <Link to="/cart" className="cart-link" aria-label={count ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart'}>
      <span aria-hidden="true">Cart</span>
      <span className="cart-count" aria-hidden="true" data-count={count}>{count > 0 ? (count > 99 ? '99+' : count) : ''}</span>
    </Link>
  );
}
