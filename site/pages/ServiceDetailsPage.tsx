/** /service-details/:id: one service with its description and linked IT consulting offers; a missing id is a 404. */
import { defaultLocale } from '../../runtime-shared/locales';
import { wordsFor } from '../i18n/words';
import { requestLocale } from '../locale';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { Link } from '../components/LocaleLink';
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
  const locale = requestLocale(request);
  const [service, offers] = await Promise.all([
    orNotFound(serviceApi.get(id, { ...o, locale })),
    itConsultingApi.list({ perPage: 12, sort: 'display_order', filter: { service_id: id } }, o),
  ]);
  return { service, offers: offers.data, locale };
}

type ServiceData = Awaited<ReturnType<typeof loader>>;

export const handle = {
  head: ({ service }: ServiceData): PageHead => ({ title: service.name, description: service.summary ?? service.body, image: service.icon }),
};

export function Component() {
  const { service, offers, locale } = useLoaderData<ServiceData>();
  const words = wordsFor(locale);
  // A field without a translation is shown in the default locale, and says so (docs/localization.md).
  const langOf = (field: 'name' | 'summary' | 'body') => (service._meta?.fallback.includes(field) ? { lang: defaultLocale() } : {});
  return (
    <>
      <header className="page-header">
        <div className="container page-header-row">
          {service.icon && <Img src={service.icon} alt="" width={72} height={72} lazy={false} className="card-icon" />}
          <div>
            <p className="eyebrow"><Link to="/services">{words.services}</Link></p>
            <h1 {...langOf('name')}>{service.name}</h1>
            {service.summary && <p className="page-lead" {...langOf('summary')}>{service.summary}</p>}
          </div>
        </div>
      </header>
      <section className="section">
        <div className="container narrow">
          <div {...langOf('body')}>
            <RichText html={service.body} />
          </div>
          <p>
            <Link to="/contact" className="site-btn">{words.talkToUs(service.name)}</Link>
          </p>
        </div>
      </section>
      <ItConsultingServices offers={offers} />
    </>
  );
}
