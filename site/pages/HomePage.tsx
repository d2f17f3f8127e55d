import type { Banner } from '../../generated/schemas/banner.schema';
import type { Service } from '../../generated/schemas/service.schema';
import type { ListResponse } from '../../runtime-web/api/client';
import { useApiGet } from '../../runtime-web/api/use-api-get';
import { BannerHero } from '../home/BannerHero';
import { ServicesStrip } from '../home/ServicesStrip';

/** The public home page: banners from the admin's "Home Banner" list, then the services. */
export function HomePage() {
  // Public reads go without a token, so an expired session never breaks the home page.
  const banners = useApiGet<ListResponse<Banner>>('/api/banner?perPage=10', { anonymous: true });
  const services = useApiGet<ListResponse<Service>>('/api/service?perPage=12&sort=display_order', { anonymous: true });
  return (
    <>
      <BannerHero banners={banners.data?.data ?? []} loading={banners.loading} error={banners.error} />
      <ServicesStrip services={services.data?.data ?? []} loading={services.loading} error={services.error} />
    </>
  );
}
