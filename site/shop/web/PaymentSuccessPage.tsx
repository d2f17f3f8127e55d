/** /payment-success?order=<number> (signed in): the paid order, with its number to quote. */
import { Link } from '../../components/LocaleLink';
import { Loading } from '../../../runtime-web/feedback/Loading';
import { longDate } from '../../format';
import type { PageHead } from '../../head';
import { OrderLines } from './OrderLines';
import { useOrderFromQuery } from './use-order';

export const handle = {
  head: (): PageHead => ({ title: 'Payment received', description: 'Thank you for your order.' }),
};

export function Component() {
  const { order, error } = useOrderFromQuery();
  if (error) return <section className="section"><div className="container"><p className="site-error" role="alert">{error}</p></div></section>;
  if (!order) return <Loading />;
  const paid = order.status !== 'pending' && order.status !== 'failed';
  return (
    <section className="section">
      <div className="container narrow payment-result">
        <div className="card">
          {paid ? (
            <>
              <p className="eyebrow">Order {order.order_number}</p>
              <h1>Thank you: payment received</h1>
              <p>We have your order{order.paid_at ? ` (paid ${longDate(order.paid_at)})` : ''} and will be in touch about delivery. Status: <strong>{order.status}</strong>.</p>
            </>
          ) : (
            <>
              <h1>This order is not paid yet</h1>
              {/* Stripe brings the buyer back here before its confirmation may have reached us. */}
              <p>If you have just paid, the confirmation can take a minute: reload this page.</p>
              <Link className="site-btn" to={`/payment?order=${encodeURIComponent(order.order_number)}`}>Go to payment</Link>
            </>
          )}
          <OrderLines lines={order.items.map((i) => ({ id: i.product_id, name: i.name, price: i.unit_price, quantity: i.quantity }))} total={order.total} discount={order.discount_total} />
          <Link to="/products">Continue shopping</Link>
        </div>
      </div>
    </section>
  );
}
