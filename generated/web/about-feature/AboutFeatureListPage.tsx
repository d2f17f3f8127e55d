// Generated from entities/about-feature.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ListPage, type ListColumn } from '../../../runtime-web/list/ListPage';
import { aboutFeatureMeta, type AboutFeature } from '../../schemas/about-feature.schema';

const columns: ListColumn<AboutFeature>[] = [
  { field: 'icon', header: 'Icon' },
  { field: 'title', header: 'Title' },
  { field: 'display_order', header: 'Display order' },
  { field: 'active', header: 'Shown on the site' },
];

export default function AboutFeatureListPage() {
  return <ListPage meta={aboutFeatureMeta} columns={columns} />;
}
