/** The home page (`/` and `/home`): every block from the database, each hidden when it has no rows. */
import { Link, useLoaderData, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import {
  aboutFeatureApi,
  bannerApi,
  consultingStepApi,
  itConsultingApi,
  partnerApi,
  partnerCountApi,
  productApi,
  serviceApi,
  teamMemberApi,
  testimonialApi,
} from '../../generated/api';
import { Img } from '../components/Img';
import type { ShellData } from '../data/shell';
import { readOptions } from '../data/read';
import type { PageHead } from '../head';
import { BannerHero } from '../home/BannerHero';
import { todayIn } from '../../runtime-shared/site-time';
import { Counters, Features, Partners, Team, Testimonials } from '../sections/CompanySections';
import { ConsultingSteps, ItConsultingServices } from '../sections/ConsultingSections';
import { ProductCards } from '../shop/web/ProductCards';
import { Section } from '../sections/Section';
import { ServiceCards } from '../sections/ServiceCards';

export async function loader({ request }: LoaderFunctionArgs) {
  const o = readOptions(request);
  const [banners, counters, features, services, products, testimonials, team, steps, offers, partners] = await Promise.all([
    bannerApi.list({ perPage: 10, sort: '-id' }, o),
    partnerCountApi.list({ perPage: 8, sort: 'display_order' }, o),
    aboutFeatureApi.list({ perPage: 6, sort: 'display_order' }, o),
    serviceApi.list({ perPage: 6, sort: ['-featured', 'display_order'] }, o),
    productApi.list({ perPage: 3, sort: ['-featured', 'name'] }, o),
    testimonialApi.list({ perPage: 3, sort: '-created_at' }, o),
    teamMemberApi.list({ perPage: 4, sort: 'display_order' }, o),
    consultingStepApi.list({ perPage: 10, sort: 'step_number' }, o),
    itConsultingApi.list({ perPage: 6, sort: 'display_order' }, o),
    partnerApi.list({ perPage: 12, sort: 'display_order' }, o),
  ]);
  return {
    today: todayIn(),
    banners: banners.data,
    counters: counters.data,
    features: features.data,
    services: services.data,
    products: products.data,
    testimonials: testimonials.data,
    team: team.data,
    steps: steps.data,
    offers: offers.data,
    partners: partners.data,
  };
}

type HomeData = Awaited<ReturnType<typeof loader>>;

export const handle = {
  head: (data: HomeData): PageHead => ({ title: data.banners[0]?.title ?? 'Home', description: data.banners[0]?.sub_title, image: data.banners[0]?.photo }),
};

export function Component() {
  const data = useLoaderData<HomeData>();
  const { about } = useRouteLoaderData('root') as ShellData;
  return (
    <>
      <BannerHero banners={data.banners} />
      <Counters counters={data.counters} />
      {about && (
        <section className="section about-block" aria-labelledby="about-title">
          <div className="container split">
            <div>
              <p className="eyebrow">About us</p>
              <h2 id="about-title" className="section-title">{about.tagline ?? about.company_name}</h2>
              {about.mission && <p>{about.mission}</p>}
              <Link to="/about" className="more-link">More about {about.company_name}</Link>
            </div>
            {about.photo && <Img src={about.photo} alt={about.company_name} width={600} height={250} className="rounded" />}
          </div>
        </section>
      )}
      <Features features={data.features} />
      {data.services.length > 0 && (
        <Section id="services" title="Our services" lead="From strategy to delivery, one team for your business and technology." soft>
          <ServiceCards services={data.services} />
        </Section>
      )}
      {data.products.length > 0 && (
        <Section id="products" title="Products" lead="Licences, support plans and workshops you can order online.">
          <ProductCards products={data.products} today={data.today} />
          <p><Link to="/products" className="more-link">All products</Link></p>
        </Section>
      )}
      <Testimonials testimonials={data.testimonials} />
      <Team members={data.team} />
      <ConsultingSteps steps={data.steps} />
      <ItConsultingServices offers={data.offers} />
      <Partners partners={data.partners} />
    </>
  );
}
