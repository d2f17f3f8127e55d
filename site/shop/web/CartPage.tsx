/**
 * /cart: the lines of the cart with quantities, line totals and the grand
 * total; works signed out. The cart lives in this browser (localStorage), so
 * the server renders "Loading..." and the lines appear after hydration. On
 * opening, each line's name and price are refreshed from the product API.
 */
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { productApi } from '../../../generated/api';
import { Loading } from '../../../runtime-web/feedback/Loading';
import { useHydrated } from '../../account/SignedInOnly';
import { Img } from '../../components/Img';
import { money } from '../../format';
import type { PageHead } from '../../head';
import { todayIn } from '../../../runtime-shared/site-time';
import { cartTotal, clearCart, decrement, increment, lineTotal, removeItem, repriceCart, type CartItem } from '../rules/cart';
import { readCart, updateCart, useCart } from './cart-store';

export const handle = {
  head: (): PageHead => ({ title: 'Your cart', description: 'The products in your cart.' }),
};

/** Today's prices for the lines in the cart; a product that is gone stays as it was (checkout names it). */
function useFreshPrices(): void {
  useEffect(() => {
    const ids = readCart().map((i) => i.id);
    if (!ids.length) return;
    void Promise.all(ids.map((id) => productApi.get(id, { anonymous: true }).catch(() => null))).then((found) => {
      const products = found.filter((p) => p !== null);
      updateCart((cart) => repriceCart(cart, products, todayIn()));
    });
  }, []);
}

function CartLine({ item }: { item: CartItem }) {
  const change = (f: typeof increment) => updateCart((cart) => f(cart, item.id));
  return (
    <li className="cart-line" data-cart-line={item.id}>
      {item.photo ? <Img src={item.photo} alt="" width={96} height={64} className="cart-photo rounded" /> : <span className="cart-photo rounded" />}
      <div className="cart-line-name">
        <Link to={`/product-details/${item.id}`}>{item.name}</Link>
        <p className="muted small">{money(item.price)} each{item.discount ? ' (discounted)' : ''}</p>
      </div>
      <div className="cart-quantity" role="group" aria-label={`Quantity of ${item.name}`}>
        <button type="button" aria-label="Decrease quantity" onClick={() => change(decrement)} disabled={item.quantity <= 1}>−</button>
        <output aria-live="polite" className="cart-quantity-value">{item.quantity}</output>
        <button type="button" aria-label="Increase quantity" onClick={() => change(increment)}>+</button>
      </div>
      <strong className="cart-line-total">{money(lineTotal(item))}</strong>
      <button type="button" className="link-button" onClick={() => updateCart((cart) => removeItem(cart, item.id))}>Remove</button>
    </li>
  );
}

export function Component() {
  const hydrated = useHydrated();
  const cart = useCart();
  useFreshPrices();
  return (
    <>
      <header className="page-header">
        <div className="container">
          <p className="eyebrow">Shop</p>
          <h1>Your cart</h1>
        </div>
      </header>
      <section className="section">
        <div className="container">
          {!hydrated ? (
            <Loading />
          ) : cart.length === 0 ? (
            <div className="empty-state">
              <p>Your cart is empty.</p>
              <Link className="site-btn" to="/products">Browse products</Link>
            </div>
          ) : (
            <div className="cart-layout">
              <ul className="cart-lines" aria-label="Products in your cart">
                {cart.map((item) => <CartLine key={item.id} item={item} />)}
              </ul>
              <aside className="cart-summary card" aria-label="Cart total">
                <p className="order-total"><span>Total</span><strong data-cart-total>{money(cartTotal(cart))}</strong></p>
                <p className="muted small">Prices are checked again when you place the order.</p>
                <Link className="site-btn site-btn-block" to="/checkout">Checkout</Link>
                <button type="button" className="link-button" onClick={() => updateCart(clearCart)}>Clear cart</button>
              </aside>
            </div>
          )}
        </div>
      </section>
    </>
  );
}
