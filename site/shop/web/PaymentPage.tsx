/**
 * /payment?order=<number> (signed in): the order and how to pay it. With the
 * test provider, its card form: no card data is sent anywhere, the tester
 * picks whether the payment succeeds or fails, the provider sends its signed
 * callback, and the page moves on to /payment-success or /payment-fail. With
 * Stripe, a button that starts a Checkout Session and leaves for Stripe's
 * page; Stripe brings the buyer back to /payment-success (or here, cancelled).
 */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../components/LocaleLink';
import { errorMessage } from '../../../runtime-web/api/client';
import { Loading } from '../../../runtime-web/feedback/Loading';
import { money } from '../../format';
import type { PageHead } from '../../head';
import { OrderLines } from './OrderLines';
import { payWithTestCard, startPayment } from './shop-api';
import { useOrderFromQuery } from './use-order';

export const handle = {
  head: (): PageHead => ({ title: 'Payment', description: 'Pay for your order.' }),
};

export function Component() {
  const { order, error } = useOrderFromQuery();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  if (error) return <section className="section"><div className="container"><p className="site-error" role="alert">{error}</p></div></section>;
  if (!order) return <Loading />;
  const payable = order.status === 'pending' || order.status === 'failed';
  const query = `?order=${encodeURIComponent(order.order_number)}`;

  const onStripe = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setFailure(undefined);
    try {
      // Another site's page: a full page load, not a route of this app.
      window.location.assign(await startPayment(order.order_number));
    } catch (e) {
      setFailure(errorMessage(e));
      setBusy(false);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = new FormData(event.currentTarget).get('outcome') === 'failure' ? 'failure' : 'success';
    setBusy(true);
    setFailure(undefined);
    try {
      const result = await payWithTestCard(order.order_number, outcome);
      void navigate(result.status === 'paid' ? `/payment-success${query}` : `/payment-fail${query}`);
    } catch (e) {
      setFailure(errorMessage(e));
      setBusy(false);
    }
  };

  return (
    <>
      <header className="page-header">
        <div className="container">
          <p className="eyebrow">Order {order.order_number}</p>
          <h1>Payment</h1>
        </div>
      </header>
      <section className="section">
        <div className="container checkout-layout">
          {payable && order.payment_provider === 'stripe' ? (
            <form className="card payment-form" onSubmit={(event) => void onStripe(event)} aria-label="Card payment">
              <h2>Pay {money(order.total)}</h2>
              <p className="muted small">You enter your card on Stripe&apos;s secure payment page and come back here afterwards.</p>
              {order.status === 'failed' && order.payment_error && <p className="site-error">The last attempt failed: {order.payment_error}</p>}
              {failure && <p className="site-error" role="alert">{failure}</p>}
              <button type="submit" className="site-btn site-btn-block" disabled={busy}>{busy ? 'Opening the payment page…' : `Pay ${money(order.total)} by card`}</button>
            </form>
          ) : payable ? (
            <form className="card payment-form" onSubmit={(event) => void onSubmit(event)} aria-label="Test card">
              <h2>Pay {money(order.total)}</h2>
              <p className="site-info small">Test payment provider: no card is charged. Choose what the payment does.</p>
              {order.status === 'failed' && order.payment_error && <p className="site-error">The last attempt failed: {order.payment_error}</p>}
              {failure && <p className="site-error" role="alert">{failure}</p>}
              <div className="site-field">
                <label htmlFor="card-number">Card number</label>
                <input id="card-number" name="card" inputMode="numeric" autoComplete="off" defaultValue="4242 4242 4242 4242" readOnly />
              </div>
              <fieldset className="payment-outcome">
                <legend>Outcome</legend>
                <label className="site-check"><input type="radio" name="outcome" value="success" defaultChecked /> Payment succeeds</label>
                <label className="site-check"><input type="radio" name="outcome" value="failure" /> Payment fails (card declined)</label>
              </fieldset>
              <button type="submit" className="site-btn site-btn-block" disabled={busy}>{busy ? 'Paying…' : `Pay ${money(order.total)}`}</button>
            </form>
          ) : (
            <div className="card">
              <p>This order is {order.status}; there is nothing to pay.</p>
              <Link className="site-btn" to={`/payment-success${query}`}>See the order</Link>
            </div>
          )}
          <aside className="card checkout-summary" aria-label="Order summary">
            <h2>Order summary</h2>
            <OrderLines lines={order.items.map((i) => ({ id: i.product_id, name: i.name, price: i.unit_price, quantity: i.quantity }))} total={order.total} discount={order.discount_total} />
            <p className="muted small">Ships to {order.shipping_name}, {order.shipping_city}, {order.shipping_country}</p>
          </aside>
        </div>
      </section>
    </>
  );
}
