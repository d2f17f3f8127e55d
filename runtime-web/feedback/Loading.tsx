import { useSharedT } from '../i18n/context';

/** The product's one loading text (`Loading...`), used by pages and Suspense fallbacks. */
export function Loading() {
  const t = useSharedT();
  return (
    <p className="loading" aria-busy="true">
      {t('list.loading')}
    </p>
  );
}
