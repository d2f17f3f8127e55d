/** /payment-fail?order=<number> (signed in): why the payment failed; the order can be paid again. */
import { Link } from '../../components/LocaleLink';
import { Loading } from '../../../runtime-web/feedback/Loading';
import type { PageHead } from '../../head';
import { useOrderFromQuery } from './use-order';

export const handle = {
  head: (): PageHead => ({ title: 'Payment failed', description: 'Your payment did not go through.' }),
};

export function Component() {
  const { order, error } = useOrderFromQuery();
  if (error) return <section className="section"><div className="container"><p className="site-error" role="alert">{error}</p></div></section>;
  if (!order) return <Loading />;
  const query = `?order=${encodeURIComponent(order.order_number)}`;
  return (
    <section className="section">
      <div className="container narrow payment-result">
        <div className="card">
          <p className="eyebrow">Order {order.order_number}</p>
          <h1>The payment did not go through</h1>
          {order.status === 'failed' ? (
            <>
              <p className="site-error" role="alert">{order.payment_error ?? 'The payment failed.'}</p>
              <p>Nothing was charged and your order is kept. You can try again.</p>
              <Link className="site-btn" to={`/payment${query}`}>Try again</Link>
            </>
          ) : (
            <p>This order is {order.status}. <Link to={`/payment-success${query}`}>See the order</Link></p>
          )}
        </div>
      </div>
    </section>
  );
}
