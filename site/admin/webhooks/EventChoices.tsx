import { useCatalogue } from '../../../runtime-web/i18n/use-t';
import { WEBHOOK_MESSAGES } from './messages';

/** The events of a webhook as a grid: one row per entity, a checkbox per change (created, updated, deleted, action). */
export interface EventChoice {
  event: string;
  entity: string;
  label: string;
}

const KINDS = ['created', 'updated', 'deleted', 'action'] as const;

export function EventChoices({ choices, selected, onChange, error }: { choices: EventChoice[]; selected: string[]; onChange: (events: string[]) => void; error?: string | undefined }) {
  const t = useCatalogue(WEBHOOK_MESSAGES);
  const entities = [...new Set(choices.map((c) => c.entity))];
  const available = new Set(choices.map((c) => c.event));
  const chosen = new Set(selected);
  const toggle = (event: string, on: boolean) => onChange(on ? [...selected, event] : selected.filter((e) => e !== event));
  return (
    <fieldset className="field webhook-events" aria-invalid={Boolean(error) || undefined}>
      <legend className="field-label">{t('events.legend')} <span aria-hidden="true">*</span></legend>
      <p className="field-help">{t('events.help', { count: chosen.size })}</p>
      <div className="webhook-events-grid" role="group" aria-label={t('events.group')}>
        {entities.map((entity) => (
          <div className="webhook-events-row" key={entity}>
            <span className="webhook-events-entity">{entity}</span>
            {KINDS.map((kind) => {
              const event = `${entity}.${kind}`;
              if (!available.has(event)) return <span key={kind} />;
              return (
                <label key={kind} className="webhook-events-choice">
                  <input type="checkbox" checked={chosen.has(event)} onChange={(e) => toggle(event, e.target.checked)} aria-label={choices.find((c) => c.event === event)?.label} />
                  {t(`events.${kind}`)}
                </label>
              );
            })}
          </div>
        ))}
      </div>
      {error && <p className="field-error" role="alert">{error}</p>}
    </fieldset>
  );
}
