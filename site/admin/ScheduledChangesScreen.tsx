/** The admin's "Scheduled Changes" screen: every pending publish and unpublish of records with drafts. */
import { entityMetas } from '../../generated/schemas';
import { ScheduledChangesPage } from '../../runtime-web/drafts/ScheduledChangesPage';

export default function ScheduledChangesScreen() {
  return <ScheduledChangesPage metas={entityMetas} />;
}
