/** The company record's sections (site/data/shell.ts loads it with every page): its story, the home page's teaser, the offices. */
import { Link } from '../components/LocaleLink';
import type { AboutData } from '../../generated/schemas/about-data.schema';
import type { Address } from '../../generated/schemas/address.schema';
import { Img } from '../components/Img';
import { RichText } from '../components/RichText';

/** The story with its photo, then mission and vision (when `mission`) as two cards. */
export function CompanyStory({ about, companyName, mission = true }: { about: AboutData | null; companyName: string; mission?: boolean }) {
  if (!about) return null;
  return (
    <section className="section" aria-label={`The story of ${companyName}`}>
      <div className="container split">
        <div>
          <RichText html={about.story} />
          {(about.founded_year || about.employees) && (
            <p className="muted">
              {about.founded_year ? `Founded in ${about.founded_year}` : ''}
              {about.founded_year && about.employees ? ' · ' : ''}
              {about.employees ? `${about.employees} people` : ''}
            </p>
          )}
        </div>
        {about.photo && <Img src={about.photo} alt={companyName} width={600} height={250} lazy={false} className="rounded" />}
      </div>
      {mission && (about.mission || about.vision) && (
        <div className="container two-cards">
          {about.mission && (
            <div className="card">
              <h2>Our mission</h2>
              <p>{about.mission}</p>
            </div>
          )}
          {about.vision && (
            <div className="card">
              <h2>Our vision</h2>
              <p>{about.vision}</p>
            </div>
          )}
        </div>
      )}
    </section>
  );
}

/** The home page's "About us" block: tagline (or `title`), mission and a link to /about. */
export function AboutTeaser({ about, id = 'about', title }: { about: AboutData | null; id?: string; title?: string | null }) {
  if (!about) return null;
  return (
    <section className="section about-block" aria-labelledby={`${id}-title`}>
      <div className="container split">
        <div>
          <p className="eyebrow">About us</p>
          <h2 id={`${id}-title`} className="section-title">{title || about.tagline || about.company_name}</h2>
          {about.mission && <p>{about.mission}</p>}
          <Link to="/about" className="more-link">More about {about.company_name}</Link>
        </div>
        {about.photo && <Img src={about.photo} alt={about.company_name} width={600} height={250} className="rounded" />}
      </div>
    </section>
  );
}

export function Offices({ addresses, id = 'offices', title }: { addresses: Address[]; id?: string; title?: string | null }) {
  if (!addresses.length) return null;
  return (
    <section className="section section-soft" aria-labelledby={`${id}-title`}>
      <div className="container">
        <h2 id={`${id}-title`} className="section-title">{title || 'Our offices'}</h2>
        <ul className="card-grid">
          {addresses.map((a) => (
            <li key={a.id} className="card">
              <h3>{a.title}</h3>
              <p>
                {a.address_line1}
                <br />
                {[a.postcode, a.city].filter(Boolean).join(' ')}, {a.country}
              </p>
              {a.opening_hours && <p className="muted">{a.opening_hours}</p>}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
