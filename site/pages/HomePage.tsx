import { bannerApi, serviceApi } from '../../generated/api';
import { useApiCall } from '../../runtime-web/api/use-api-call';
import { BannerHero } from '../home/BannerHero';
import { ServicesStrip } from '../home/ServicesStrip';

/** The public home page: banners from the admin's "Home Banner" list, then the services. */
export function HomePage() {
  // Public reads go without a token, so an expired session never breaks the home page.
  const banners = useApiCall((signal) => bannerApi.list({ perPage: 10 }, { anonymous: true, signal }), []);
  const services = useApiCall((signal) => serviceApi.list({ perPage: 12, sort: 'display_order' }, { anonymous: true, signal }), []);
  return (
    <>
      <BannerHero banners={banners.data?.data ?? []} loading={banners.loading} error={banners.error} />
      <ServicesStrip services={services.data?.data ?? []} loading={services.loading} error={services.error} />
    </>
  );
}
