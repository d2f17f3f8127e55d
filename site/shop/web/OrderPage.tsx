/**
 * /profile/orders/:number (signed in): one of the user's orders, as the
 * profile lists them: its lines (product, quantity, unit price, line total),
 * totals, status and shipping address, and "Pay now" while it is unpaid
 * (pending, or its payment failed), into the shop's payment flow (the
 * order's payment_url). Another customer's order answers 404 from the API
 * (ownOrder), and the page says it was not found.
 */
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '../../components/LocaleLink';
import { ApiError, errorMessage } from '../../../runtime-web/api/client';
import { Loading } from '../../../runtime-web/feedback/Loading';
import { longDate, money } from '../../format';
import type { PageHead } from '../../head';
import { isPayable, ORDER_STATUS } from '../rules/order-status';
import { getOrder, type ShopOrder } from './shop-api';

export const handle = { head: (): PageHead => ({ title: 'Your order' }) };

/** The payment page: in this site (the test provider) or the provider's own (an absolute address). */
function PayNow({ url, total }: { url: string; total: number }) {
  const label = `Pay now (${money(total)})`;
  return url.startsWith('/') ? <Link className="site-btn" to={url}>{label}</Link> : <a className="site-btn" href={url}>{label}</a>;
}

export function Component() {
  const number = useParams().number ?? '';
  // Each answer keeps the order number it is for: after a change of number, the previous one's is not shown.
  const [state, setState] = useState<{ number?: string; order?: ShopOrder; error?: string }>({});
  useEffect(() => {
    let live = true;
    getOrder(number).then(
      (order) => live && setState({ number, order }),
      (error) => live && setState({ number, error: error instanceof ApiError && error.status === 404 ? `We found no order ${number} in your account.` : errorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [number]);

  const { order, error } = state.number === number ? state : {};
  if (error) {
    return (
      <section className="section">
        <div className="container narrow-page">
          <h1>Order not found</h1>
          <p className="site-error" role="alert">{error}</p>
          <Link to="/profile">Back to your profile</Link>
        </div>
      </section>
    );
  }
  if (!order) return <Loading />;
  const shipping = [order.shipping_name, order.shipping_company, order.shipping_address, [order.shipping_postcode, order.shipping_city].filter(Boolean).join(' '), order.shipping_country].filter(Boolean);
  return (
    <section className="section">
      <div className="container narrow-page order-page">
        <p className="profile-back"><Link to="/profile">← Your profile</Link></p>
        <h1>Order {order.order_number}</h1>
        <p className="order-meta">
          Placed {longDate(order.created_at)} · <span className={`order-status status-${order.status}`}>{ORDER_STATUS[order.status] ?? order.status}</span>
          {order.paid_at && <> · paid {longDate(order.paid_at)}</>}
        </p>
        {isPayable(order.status) && (
          <div className="card order-pay">
            {order.status === 'failed' ? (
              <p className="site-error">The payment failed{order.payment_error ? `: ${order.payment_error.replace(/\.$/, '')}.` : '.'} Nothing was charged; you can pay again.</p>
            ) : (
              <p>This order waits for its payment.</p>
            )}
            <PayNow url={order.payment_url} total={order.total} />
          </div>
        )}
        <table className="orders-table order-lines-table">
          <caption className="visually-hidden">Order lines</caption>
          <thead>
            <tr><th scope="col">Product</th><th scope="col" className="num">Quantity</th><th scope="col" className="num">Unit price</th><th scope="col" className="num">Line total</th></tr>
          </thead>
          <tbody>
            {order.items.map((item, i) => (
              <tr key={`${item.product_id ?? 'gone'}-${i}`}>
                <td>{item.product_id ? <Link to={`/product-details/${item.product_id}`}>{item.name}</Link> : item.name}</td>
                <td className="num">{item.quantity}</td>
                <td className="num">{money(item.unit_price)}</td>
                <td className="num">{money(item.line_total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {/* The unit prices are the ones charged (discounts applied): the saving is shown, not taken again. */}
            {order.discount_total > 0 && <tr className="order-saving"><th scope="row" colSpan={3}>Discount included</th><td className="num">−{money(order.discount_total)}</td></tr>}
            <tr className="order-grand-total"><th scope="row" colSpan={3}>Total</th><td className="num">{money(order.total)}</td></tr>
          </tfoot>
        </table>
        {shipping.length > 0 && (
          <section className="profile-block" aria-labelledby="ship-to">
            <h2 id="ship-to">Ships to</h2>
            <p>{shipping.join(', ')}{order.shipping_phone ? ` · ${order.shipping_phone}` : ''}</p>
          </section>
        )}
      </div>
    </section>
  );
}
