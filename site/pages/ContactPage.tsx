/**
 * /contact: the message form (a contact record staff see in contact-list), the offices and the general e-mail and phone.
 * With JavaScript the form sends itself and thanks the sender in place; without it, the browser posts the form to
 * /contact and the route's `action` does the same on the server: the page again with the errors and what was typed,
 * or a redirect to /contact?sent=1 (post/redirect/get, so a reload does not send it twice).
 */
import { useState, type FormEvent } from 'react';
import { data, redirect, useActionData, useLoaderData, useRouteLoaderData, useSearchParams, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import { Link } from '../components/LocaleLink';
import { contactApi, serviceApi } from '../../generated/api';
import { ApiError, errorMessage } from '../../runtime-web/api/client';
import { FormField } from '../components/FormField';
import { readOptions } from '../data/read';
import type { ShellData } from '../data/shell';
import type { PageHead } from '../head';

export async function loader({ request }: LoaderFunctionArgs) {
  const services = await serviceApi.list({ perPage: 100, sort: ['display_order', 'name'] }, readOptions(request));
  return { services: services.data };
}

type ContactData = Awaited<ReturnType<typeof loader>>;

export const handle = {
  head: (): PageHead => ({ title: 'Contact us', description: 'Tell us about your project: we answer every message within one working day.' }),
};

type Errors = Record<string, string | undefined>;
type Values = Record<string, string>;

function contactInput(values: Values) {
  return {
    name: values.name ?? '',
    email: values.email ?? '',
    phone: values.phone || null,
    company: values.company || null,
    service_id: values.service_id ? Number(values.service_id) : null,
    subject: values.subject ?? '',
    message: values.message ?? '',
    // Staff-only: the server ignores it from the public; the generated input type still lists it.
    read: false,
  };
}

/** The API names each wrong field; anything else is one message above the form. */
function errorsOf(error: unknown): Errors {
  return error instanceof ApiError && error.fields ? { ...error.fields, form: error.message } : { form: errorMessage(error) };
}

const valuesOf = (form: FormData): Values => Object.fromEntries([...form].filter((e): e is [string, string] => typeof e[1] === 'string'));

/** The form sent without JavaScript. */
export async function action({ request }: ActionFunctionArgs) {
  const values = valuesOf(await request.formData());
  try {
    await contactApi.create(contactInput(values), readOptions(request));
  } catch (error) {
    const status = error instanceof ApiError && error.status >= 400 ? error.status : 502;
    return data({ values, errors: errorsOf(error) }, { status });
  }
  return redirect('/contact?sent=1', 303);
}

type Posted = { values: Values; errors: Errors } | undefined;

export function Component() {
  const { services } = useLoaderData<ContactData>();
  const { addresses, about } = useRouteLoaderData('root') as ShellData;
  const posted = useActionData<Posted>();
  const [search] = useSearchParams();
  const typed = posted?.values ?? {};
  const [errors, setErrors] = useState<Errors>(posted?.errors ?? {});
  const [sentTo, setSentTo] = useState<string | null>(search.has('sent') ? '' : null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = valuesOf(new FormData(event.currentTarget));
    setBusy(true);
    setErrors({});
    try {
      await contactApi.create(contactInput(values), { anonymous: true });
      setSentTo(values.name ?? '');
    } catch (error) {
      setErrors(errorsOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <header className="page-header">
        <div className="container">
          <p className="eyebrow">Contact</p>
          <h1>Contact us</h1>
          <p className="page-lead">Tell us about your project: we answer every message within one working day.</p>
        </div>
      </header>
      <section className="section">
        <div className="container contact-layout">
          {sentTo !== null ? (
            <div className="thank-you" role="status">
              <h2>{`Thank you${sentTo ? `, ${sentTo}` : ''}!`}</h2>
              <p>Your message has reached our team. We will reply within one working day.</p>
              <Link to="/contact" className="site-btn site-btn-outline" onClick={() => setSentTo(null)}>Send another message</Link>
            </div>
          ) : (
            <form className="contact-form" method="post" action="/contact" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Contact form">
              {errors.form && <p className="site-error" role="alert">{errors.form}</p>}
              <div className="form-row">
                <FormField id="name" label="Name" error={errors.name} required>{(a) => <input {...a} name="name" autoComplete="name" defaultValue={typed.name} />}</FormField>
                <FormField id="email" label="E-mail" error={errors.email} required>{(a) => <input {...a} name="email" type="email" autoComplete="email" defaultValue={typed.email} />}</FormField>
              </div>
              <div className="form-row">
                <FormField id="phone" label="Phone" error={errors.phone}>{(a) => <input {...a} name="phone" type="tel" autoComplete="tel" defaultValue={typed.phone} />}</FormField>
                <FormField id="company" label="Company" error={errors.company}>{(a) => <input {...a} name="company" autoComplete="organization" defaultValue={typed.company} />}</FormField>
              </div>
              <FormField id="service_id" label="Interested in" error={errors.service_id}>
                {(a) => (
                  <select {...a} name="service_id" defaultValue={typed.service_id ?? ''}>
                    <option value="">Not sure yet</option>
                    {services.map((s) => (
                      <option key={s.id} value={s.id}>{s.name}</option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField id="subject" label="Subject" error={errors.subject} required>{(a) => <input {...a} name="subject" defaultValue={typed.subject} />}</FormField>
              <FormField id="message" label="Message" error={errors.message} required>{(a) => <textarea {...a} name="message" rows={6} defaultValue={typed.message} />}</FormField>
              <button type="submit" className="site-btn" disabled={busy}>{busy ? 'Sending…' : 'Send message'}</button>
            </form>
          )}
          <aside className="contact-aside" aria-label="Our offices">
            {about?.email && <p><strong>E-mail</strong><br /><a href={`mailto:${about.email}`}>{about.email}</a></p>}
            {about?.phone && <p><strong>Phone</strong><br /><a href={`tel:${about.phone.replace(/\s+/g, '')}`}>{about.phone}</a></p>}
            {addresses.map((a) => (
              <address key={a.id}>
                <strong>{a.title}</strong>
                <br />
                {a.address_line1}
                <br />
                {[a.postcode, a.city].filter(Boolean).join(' ')}, {a.country}
                {a.opening_hours && (
                  <>
                    <br />
                    <span className="muted">{a.opening_hours}</span>
                  </>
                )}
              </address>
            ))}
          </aside>
        </div>
      </section>
    </>
  );
}
