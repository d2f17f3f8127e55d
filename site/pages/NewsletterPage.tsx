/**
 * /newsletter: where the footer's sign-up lands when JavaScript is off. The
 * action creates the subscriber on the server and redirects to
 * /newsletter?subscribed=1 (post/redirect/get); a refusal (already
 * subscribed, not an address) is this page with the message.
 */
import { data, redirect, useActionData, useSearchParams, type ActionFunctionArgs } from 'react-router-dom';
import { Link } from '../components/LocaleLink';
import { subscriberApi } from '../../generated/api';
import { ApiError } from '../../runtime-web/api/client';
import { failedOutcome, SUBSCRIBED, type Outcome } from '../components/newsletter-outcome';
import { readOptions } from '../data/read';
import type { PageHead } from '../head';
import { formText } from '../components/form-text';

export async function action({ request }: ActionFunctionArgs) {
  const email = formText(await request.formData(), 'email').trim();
  try {
    await subscriberApi.create({ email, source: 'footer' }, readOptions(request));
  } catch (error) {
    return data(failedOutcome(error), { status: error instanceof ApiError && error.status >= 400 ? error.status : 502 });
  }
  return redirect('/newsletter?subscribed=1', 303);
}

export const handle = {
  head: (): PageHead => ({ title: 'Newsletter', description: 'News about our services and events, about once a month.' }),
};

export function Component() {
  const refused = useActionData<Outcome>();
  const [search] = useSearchParams();
  const outcome = refused ?? (search.has('subscribed') ? SUBSCRIBED : undefined);
  return (
    <>
      <header className="page-header">
        <div className="container">
          <p className="eyebrow">Newsletter</p>
          <h1>Our newsletter</h1>
          <p className="page-lead">News about our services and events, about once a month.</p>
        </div>
      </header>
      <section className="section">
        <div className="container narrow">
          {outcome ? (
            <p className={outcome.kind === 'done' ? 'thank-you' : 'site-error'} role={outcome.kind === 'done' ? 'status' : 'alert'}>{outcome.text}</p>
          ) : (
            <p>Sign up with your e-mail address in the form at the bottom of this page.</p>
          )}
          <p>
            <Link to="/">Back to the home page</Link>
          </p>
        </div>
      </section>
    </>
  );
}
