// Generated from entities/consulting-step.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ListPage, type ListColumn } from '../../../runtime-web/list/ListPage';
import { consultingStepMeta, type ConsultingStep } from '../../schemas/consulting-step.schema';

const columns: ListColumn<ConsultingStep>[] = [
  { field: 'step_number', header: 'Step number' },
  { field: 'icon', header: 'Icon' },
  { field: 'title', header: 'Title' },
];

export default function ConsultingStepListPage() {
  return <ListPage meta={consultingStepMeta} columns={columns} />;
}
