import { Link } from '../components/LocaleLink';
import type { Service } from '../../generated/schemas/service.schema';
import { Img } from '../components/Img';

/** Services as cards linking to their details page. */
export function ServiceCards({ services }: { services: Service[] }) {
  return (
    <ul className="card-grid">
      {services.map((service) => (
        <li key={service.id} className="card">
          {service.icon ? (
            <Img src={service.icon} alt="" width={48} height={48} className="card-icon" />
          ) : (
            <span className="card-icon card-icon-letter" aria-hidden="true">{service.name.charAt(0)}</span>
          )}
          <h3>
            <Link to={`/service-details/${service.id}`} className="card-link">{service.name}</Link>
          </h3>
          {service.summary && <p>{service.summary}</p>}
        </li>
      ))}
    </ul>
  );
}
