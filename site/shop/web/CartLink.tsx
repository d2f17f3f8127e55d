import { useWords } from '../../i18n/words';
import { Link } from '../../components/LocaleLink';
import { itemCount } from '../rules/cart';
import { useCart } from './cart-store';

/**
 * The header's cart link with the number of units in the cart. The badge
 * keeps its width before hydration (the server cannot see the cart), so the
 * number appearing moves nothing.
 */
export function CartLink() {
  const count = itemCount(useCart());
  const words = useWords();
  return (
    <Link to="/cart" className="cart-link" aria-label={count ? words.cartWithItems(count) : words.cart}>
      <svg className="cart-icon" aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
        <path d="M2 3h3l2.6 12.2a1.5 1.5 0 0 0 1.5 1.2h8.7a1.5 1.5 0 0 0 1.5-1.1L21 7H6" />
      </svg>
      <span className="cart-word" aria-hidden="true">{words.cart}</span>
      <span className="cart-count" aria-hidden="true" data-count={count}>{count > 0 ? (count > 99 ? '99+' : count) : ''}</span>
    </Link>
  );
}
