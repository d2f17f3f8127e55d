import { useWords } from '../../i18n/words';
import { useState } from 'react';
import { Link } from '../../components/LocaleLink';
import { addItem, type CartProduct } from '../rules/cart';
import { updateCart } from './cart-store';

/**
 * "Add to cart" with a quantity: a product already in the cart gets the
 * quantity added (cart.ts). Works signed out; the cart lives in this browser.
 */
export function AddToCart({ product, today, inStock }: { product: CartProduct; today: string; inStock: boolean }) {
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState(0);
  const words = useWords();
  if (!inStock) return <p className="muted">{words.soldOut}</p>;
  const id = `quantity-${product.id}`;
  return (
    <div className="add-to-cart">
      <label htmlFor={id} className="visually-hidden">{words.quantity}</label>
      <input id={id} type="number" min={1} max={999} value={quantity} className="quantity-input"
        onChange={(e) => setQuantity(Math.min(999, Math.max(1, Math.floor(Number(e.target.value)) || 1)))} />
      <button type="button" className="site-btn" onClick={() => { updateCart((cart) => addItem(cart, product, quantity, today)); setAdded(added + quantity); }}>
        {words.addToCart}
      </button>
      <p role="status" className="small add-to-cart-status">
        {added > 0 && <>{words.addedToCart} <Link to="/cart">{words.viewCart}</Link></>}
      </p>
    </div>
  );
}
