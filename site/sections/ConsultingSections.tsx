/** The consulting blocks of the home and services pages: the process steps and the IT consulting offers. */
import { Link } from '../components/LocaleLink';
import type { ConsultingStep } from '../../generated/schemas/consulting-step.schema';
import type { ItConsulting } from '../../generated/schemas/it-consulting.schema';
import { Img } from '../components/Img';
import type { SectionText } from './CompanySections';
import { Section } from './Section';

export function ConsultingSteps({ steps, id = 'steps', title, lead }: { steps: ConsultingStep[] } & SectionText) {
  if (!steps.length) return null;
  return (
    <Section id={id} title={title || 'How we work'} lead={lead || 'A clear process from the first call to a running system.'} soft>
      <ol className="step-list">
        {steps.map((s) => (
          <li key={s.id}>
            <span className="step-number" aria-hidden="true">{s.step_number}</span>
            <h3>{s.title}</h3>
            <p>{s.summary}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function ItConsultingServices({ offers, id = 'it-consulting', title, lead }: { offers: ItConsulting[] } & SectionText) {
  if (!offers.length) return null;
  return (
    <Section id={id} title={title || 'IT consulting services'} lead={lead}>
      <ul className="card-grid">
        {offers.map((o) => (
          <li key={o.id} className="card">
            {o.icon && <Img src={o.icon} alt="" width={48} height={48} className="card-icon" />}
            <h3>{o.title}</h3>
            <p>{o.summary}</p>
            {o.service && (
              <Link to={`/service-details/${o.service.id}`} className="more-link">
                Learn more<span className="visually-hidden"> about {o.title}</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}
