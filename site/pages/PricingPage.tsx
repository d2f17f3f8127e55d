/** /pricing: the plans staff keep in the admin (Pricing Plans). */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { Link } from '../components/LocaleLink';
import { pricingPlanApi } from '../../generated/api';
import { readOptions } from '../data/read';
import { BILLING_SUFFIX, money } from '../format';
import type { PageHead } from '../head';

export async function loader({ request }: LoaderFunctionArgs) {
  const plans = await pricingPlanApi.list({ perPage: 12, sort: ['display_order', 'price'] }, readOptions(request));
  return { plans: plans.data };
}

type PricingData = Awaited<ReturnType<typeof loader>>;

export const handle = {
  head: (data: PricingData): PageHead => ({
    title: 'Pricing',
    description: `Plans: ${data.plans.map((p) => `${p.name} ${money(p.price)}${BILLING_SUFFIX[p.billing]}`).join(', ')}.`,
  }),
};

export function Component() {
  const { plans } = useLoaderData<PricingData>();
  return (
    <>
      <header className="page-header">
        <div className="container">
          <p className="eyebrow">Pricing</p>
          <h1>Simple, transparent pricing</h1>
          <p className="page-lead">Pick a plan to start; every plan can grow with you.</p>
        </div>
      </header>
      <section className="section">
        <div className="container">
          {plans.length ? (
            <ul className="plan-grid">
              {plans.map((plan) => (
                <li key={plan.id} className={plan.highlighted ? 'plan plan-highlighted' : 'plan'}>
                  {plan.highlighted && <p className="plan-badge">Most popular</p>}
                  <h2>{plan.name}</h2>
                  {plan.summary && <p className="muted">{plan.summary}</p>}
                  <p className="plan-price">
                    <strong>{money(plan.price)}</strong>
                    <span>{BILLING_SUFFIX[plan.billing]}</span>
                  </p>
                  <ul className="plan-features">
                    {plan.features.map((feature, i) => (
                      <li key={i}>{feature.text}</li>
                    ))}
                  </ul>
                  <Link to="/contact" className={plan.highlighted ? 'site-btn site-btn-block' : 'site-btn site-btn-outline site-btn-block'}>
                    {plan.cta_label || 'Talk to us'}
                    <span className="visually-hidden"> about the {plan.name} plan</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="empty-state">Our plans will be published here soon. <Link to="/contact">Ask us for a quote.</Link></p>
          )}
        </div>
      </section>
    </>
  );
}
