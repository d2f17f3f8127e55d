// Generated from entities/consulting-step.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { DetailsPage } from '../../../runtime-web/details/DetailsPage';
import { consultingStepMeta } from '../../schemas/consulting-step.schema';

export default function ConsultingStepDetailsPage() {
  return <DetailsPage meta={consultingStepMeta} fields={['step_number', 'title', 'summary', 'body', 'icon']} />;
}
