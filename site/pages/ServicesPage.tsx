/** /services: every service, the IT consulting offers and the consulting process. */
import { useWords, wordsFor } from '../i18n/words';
import { requestLocale } from '../locale';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { consultingStepApi, itConsultingApi, serviceApi } from '../../generated/api';
import { readOptions } from '../data/read';
import type { PageHead } from '../head';
import { ConsultingSteps, ItConsultingServices } from '../sections/ConsultingSections';
import { ServiceCards } from '../sections/ServiceCards';

export async function loader({ request }: LoaderFunctionArgs) {
  const o = readOptions(request);
  const locale = requestLocale(request);
  const [services, offers, steps] = await Promise.all([
    serviceApi.list({ perPage: 100, sort: ['display_order', 'name'], locale }, o),
    itConsultingApi.list({ perPage: 12, sort: 'display_order' }, o),
    consultingStepApi.list({ perPage: 20, sort: 'step_number' }, o),
  ]);
  return { services: services.data, offers: offers.data, steps: steps.data };
}

type ServicesData = Awaited<ReturnType<typeof loader>>;

export const handle = {
  head: (data: ServicesData, locale: string): PageHead => ({
    title: wordsFor(locale).services,
    description: wordsFor(locale).ourServices(data.services.map((s) => s.name).join(', ')),
  }),
};

export function Component() {
  const data = useLoaderData<ServicesData>();
  const words = useWords();
  return (
    <>
      <header className="page-header">
        <div className="container">
          <p className="eyebrow">{words.whatWeDo}</p>
          <h1>{words.services}</h1>
          <p className="page-lead">{words.servicesLead}</p>
        </div>
      </header>
      <section className="section">
        <div className="container">
          {data.services.length ? <ServiceCards services={data.services} /> : <p className="muted">Our services will be listed here soon.</p>}
        </div>
      </section>
      <ItConsultingServices offers={data.offers} />
      <ConsultingSteps steps={data.steps} />
    </>
  );
}
