import { useState } from 'react';
import { Link } from 'react-router-dom';
import { addItem, type CartProduct } from '../rules/cart';
import { updateCart } from './cart-store';

/**
 * "Add to cart" with a quantity: a product already in the cart gets the
 * quantity added (cart.ts). Works signed out; the cart lives in this browser.
 */
export function AddToCart({ product, today, inStock }: { product: CartProduct; today: string; inStock: boolean }) {
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState(0);
  if (!inStock) return <p className="muted">Currently sold out</p>;
  const id = `quantity-${product.id}`;
  return (
    <div className="add-to-cart">
      <label htmlFor={id} className="visually-hidden">Quantity</label>
      <input id={id} type="number" min={1} max={999} value={quantity} className="quantity-input"
        onChange={(e) => setQuantity(Math.min(999, Math.max(1, Math.floor(Number(e.target.value)) || 1)))} />
      <button type="button" className="site-btn" onClick={() => { updateCart((cart) => addItem(cart, product, quantity, today)); setAdded(added + quantity); }}>
        Add to cart
      </button>
      <p role="status" className="small add-to-cart-status">
        {added > 0 && <>Added to your cart. <Link to="/cart">View cart</Link></>}
      </p>
    </div>
  );
}
