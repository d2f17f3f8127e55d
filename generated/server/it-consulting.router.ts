// Generated from entities/it-consulting.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { createCrudRouter } from '../../runtime-server/crud/router';
import { itConsultingCreateSchema, itConsultingMeta, itConsultingUpdateSchema } from '../schemas/it-consulting.schema';
import { itConsultingAnswer } from './serializers';
import { itConsultingStatements } from './statements/it-consulting';

/** The REST API of IT Consulting Services at /api/it-consulting. */
export const itConsultingRouter = createCrudRouter({
  meta: itConsultingMeta,
  createSchema: itConsultingCreateSchema,
  updateSchema: itConsultingUpdateSchema,
  answer: itConsultingAnswer,
  statements: itConsultingStatements,
});
