import type { Service } from '../../generated/schemas/service.schema';
import { assetUrl } from '../../runtime-web/api/asset-url';
import { errorMessage } from '../../runtime-web/api/client';

export interface ServicesStripProps {
  services: Service[];
  loading: boolean;
  error?: Error;
}

/** The services as a grid of cards. */
export function ServicesStrip({ services, loading, error }: ServicesStripProps) {
  return (
    <section id="services" className="container services">
      <h2>Our services</h2>
      <p className="section-lead">From strategy to delivery, one team for your business and technology.</p>
      {error && <p className="site-error" role="alert">Could not load the services: {errorMessage(error)}</p>}
      {loading && services.length === 0 && <p className="muted">Loading...</p>}
      {!loading && !error && services.length === 0 && <p className="muted">Services will be listed here soon.</p>}
      <ul className="service-grid">
        {services.map((service) => (
          <li key={service.id} className="service-card">
            {service.icon ? (
              <img src={assetUrl(service.icon)} alt="" className="service-icon" loading="lazy" />
            ) : (
              <span className="service-icon service-icon-letter" aria-hidden="true">
                {service.name.charAt(0)}
              </span>
            )}
            <h3>{service.name}</h3>
            {service.summary && <p>{service.summary}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
