/**
 * /cart: the lines of the cart with quantities, line totals and the grand
 * total; works signed out. The cart lives in this browser (localStorage), so
 * the server renders "Loading..." and the lines appear after hydration. On
 * opening, each line's name and price are refreshed from the product API.
 */
import { useLocale, wordsFor } from '../../i18n/words';
import { useEffect } from 'react';
import { Link } from '../../components/LocaleLink';
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
  head: (_data: unknown, locale: string): PageHead => ({ title: wordsFor(locale).yourCart, description: wordsFor(locale).cartDescription }),
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
  const locale = useLocale();
  const words = wordsFor(locale);
  return (
    <li className="cart-line" data-cart-line={item.id}>
      {item.photo ? <Img src={item.photo} alt="" width={96} height={64} className="cart-photo rounded" /> : <span className="cart-photo rounded" />}
      <div className="cart-line-name">
        <Link to={`/product-details/${item.id}`}>{item.name}</Link>
        <p className="muted small">{`${money(item.price, locale)} ${words.each}${item.discount ? ` ${words.discounted}` : ''}`}</p>
      </div>
      <div className="cart-quantity" role="group" aria-label={words.quantityOf(item.name)}>
        <button type="button" aria-label={words.decrease} onClick={() => change(decrement)} disabled={item.quantity <= 1}>−</button>
        <output aria-live="polite" className="cart-quantity-value">{item.quantity}</output>
        <button type="button" aria-label={words.increase} onClick={() => change(increment)}>+</button>
      </div>
      <strong className="cart-line-total">{money(lineTotal(item), locale)}</strong>
      <button type="button" className="link-button" onClick={() => updateCart((cart) => removeItem(cart, item.id))}>{words.remove}</button>
    </li>
  );
}

export function Component() {
  const hydrated = useHydrated();
  const cart = useCart();
  const locale = useLocale();
  const words = wordsFor(locale);
  useFreshPrices();
  return (
    <>
      <header className="page-header">
        <div className="container">
          <p className="eyebrow">{words.shop}</p>
          <h1>{words.yourCart}</h1>
        </div>
      </header>
      <section className="section">
        <div className="container">
          {!hydrated ? (
            <Loading />
          ) : cart.length === 0 ? (
            <div className="empty-state">
              <p>{words.cartEmpty}</p>
              <Link className="site-btn" to="/products">{words.browseProducts}</Link>
            </div>
          ) : (
            <div className="cart-layout">
              <ul className="cart-lines" aria-label={words.productsInCart}>
                {cart.map((item) => <CartLine key={item.id} item={item} />)}
              </ul>
              <aside className="cart-summary card" aria-label={words.cartTotal}>
                <p className="order-total"><span>{words.total}</span><strong data-cart-total>{money(cartTotal(cart), locale)}</strong></p>
                <p className="muted small">{words.pricesChecked}</p>
                <Link className="site-btn site-btn-block" to="/checkout">{words.checkout}</Link>
                <button type="button" className="link-button" onClick={() => updateCart(clearCart)}>{words.clearCart}</button>
              </aside>
            </div>
          )}
        </div>
      </section>
    </>
  );
}
