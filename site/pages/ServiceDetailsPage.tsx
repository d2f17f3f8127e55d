/** /service-details/:id: one service with its description and linked IT consulting offers; a missing id is a 404. */
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { itConsultingApi, serviceApi } from '../../generated/api';
import { Img } from '../components/Img';
import { RichText } from '../components/RichText';
import { idParam, readOptions } from '../data/read';
import { orNotFound } from '../data/records';
import type { PageHead } from '../head';
import { ItConsultingServices } from '../sections/ConsultingSections';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = idParam(params.id);
  const o = readOptions(request);
  const [service, offers] = await Promise.all([
    orNotFound(serviceApi.get(id, o)),
    itConsultingApi.list({ perPage: 12, sort: 'display_order', filter: { service_id: id } }, o),
  ]);
  return { service, offers: offers.data };
}

type ServiceData = Awaited<ReturnType<typeof loader>>;

export const handle = {
  head: ({ service }: ServiceData): PageHead => ({ title: service.name, description: service.summary ?? service.body, image: service.icon }),
};

export function Component() {
  const { service, offers } = useLoaderData<ServiceData>();
  return (
    <>
      <header className="page-header">
        <div className="container page-header-row">
          {service.icon && <Img src={service.icon} alt="" width={72} height={72} lazy={false} className="card-icon" />}
          <div>
            <p className="eyebrow"><Link to="/services">Services</Link></p>
            <h1>{service.name}</h1>
            {service.summary && <p className="page-lead">{service.summary}</p>}
          </div>
        </div>
      </header>
      <section className="section">
        <div className="container narrow">
          <RichText html={service.body} />
          <p>
            <Link to="/contact" className="site-btn">Talk to us about {service.name}</Link>
          </p>
        </div>
      </section>
      <ItConsultingServices offers={offers} />
    </>
  );
}
