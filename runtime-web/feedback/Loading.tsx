import { useT } from '../i18n/use-t';

/** The product's one loading text (`Loading...`), used by pages and Suspense fallbacks. */
export function Loading() {
  const t = useT();
  return (
    <p className="loading" aria-busy="true">
      {t('list.loading')}
    </p>
  );
}
