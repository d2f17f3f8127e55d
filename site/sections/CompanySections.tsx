/** The company blocks shared by the home and about pages: counters, features, team, testimonials, partners. */
import type { AboutFeature } from '../../generated/schemas/about-feature.schema';
import type { Partner } from '../../generated/schemas/partner.schema';
import type { PartnerCount } from '../../generated/schemas/partner-count.schema';
import type { TeamMember } from '../../generated/schemas/team-member.schema';
import type { Testimonial } from '../../generated/schemas/testimonial.schema';
import { Img } from '../components/Img';
import { Section } from './Section';

/** The options a page's section block may set; each falls back to the section's usual text. */
export interface SectionText {
  id?: string;
  title?: string | null;
  lead?: string | null;
}

export function Counters({ counters, title }: { counters: PartnerCount[]; title?: string | null }) {
  if (!counters.length) return null;
  return (
    <section className="counters" aria-label={title || 'Facts and figures'}>
      {title && <h2 className="container counters-title">{title}</h2>}
      <ul className="container counter-list">
        {counters.map((c) => (
          <li key={c.id}>
            <strong>{c.value.toLocaleString('en-US')}{c.suffix}</strong>
            <span>{c.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Features({ features, id = 'features', title, lead }: { features: AboutFeature[] } & SectionText) {
  if (!features.length) return null;
  return (
    <Section id={id} title={title || 'Why clients choose us'} lead={lead}>
      <ul className="feature-list">
        {features.map((f) => (
          <li key={f.id}>
            {f.icon && <Img src={f.icon} alt="" width={40} height={40} className="feature-icon" />}
            <div>
              <h3>{f.title}</h3>
              <p>{f.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function Team({ members, id = 'team', title, lead }: { members: TeamMember[] } & SectionText) {
  if (!members.length) return null;
  return (
    <Section id={id} title={title || 'Our team'} lead={lead || 'The people who will work on your project.'}>
      <ul className="team-grid">
        {members.map((m) => (
          <li key={m.id} className="team-card">
            <Img src={m.photo} alt={m.name} width={160} height={160} className="team-photo" />
            <h3>{m.name}</h3>
            <p className="muted">{m.designation}</p>
            {m.linkedin_url && <a href={m.linkedin_url} rel="noopener noreferrer" aria-label={`${m.name} on LinkedIn`}>LinkedIn</a>}
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function Testimonials({ testimonials, id = 'testimonials', title, lead }: { testimonials: Testimonial[] } & SectionText) {
  if (!testimonials.length) return null;
  return (
    <Section id={id} title={title || 'What our clients say'} lead={lead} soft>
      <ul className="quote-grid">
        {testimonials.map((t) => (
          <li key={t.id}>
            <figure className="quote">
              <p className="stars" aria-label={`${t.rating} out of 5 stars`}>{'★'.repeat(t.rating)}{'☆'.repeat(5 - t.rating)}</p>
              <blockquote>{t.message}</blockquote>
              <figcaption>
                {t.photo && <Img src={t.photo} alt="" width={40} height={40} className="quote-photo" />}
                <span>
                  <strong>{t.client_name}</strong>
                  <br />
                  <span className="muted">{[t.designation, t.company].filter(Boolean).join(', ')}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function Partners({ partners, id = 'partners', title, lead }: { partners: Partner[] } & SectionText) {
  if (!partners.length) return null;
  return (
    <Section id={id} title={title || 'Partners and clients'} lead={lead}>
      <ul className="partner-list">
        {partners.map((p) => (
          <li key={p.id}>
            {p.website ? (
              <a href={p.website} rel="noopener noreferrer">
                <Img src={p.logo} alt={p.name} width={160} height={64} />
              </a>
            ) : (
              <Img src={p.logo} alt={p.name} width={160} height={64} />
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}
