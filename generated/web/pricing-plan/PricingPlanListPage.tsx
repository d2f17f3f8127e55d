// Generated from entities/pricing-plan.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ListPage, type ListColumn } from '../../../runtime-web/list/ListPage';
import { pricingPlanMeta, type PricingPlan } from '../../schemas/pricing-plan.schema';

const columns: ListColumn<PricingPlan>[] = [
  { field: 'name', header: 'Name' },
  { field: 'price', header: 'Price' },
  { field: 'billing', header: 'Billing' },
  { field: 'highlighted', header: 'Highlighted as the recommended plan' },
  { field: 'active', header: 'Shown on the site' },
];

export default function PricingPlanListPage() {
  return <ListPage meta={pricingPlanMeta} columns={columns} />;
}
