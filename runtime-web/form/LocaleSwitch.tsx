import { Link } from 'react-router-dom';
import { defaultLocale, locales } from '../../runtime-shared/locales';
import type { EntityMeta } from '../../runtime-shared/meta';
import { useAdminLanguage, useT } from '../i18n/use-t';
import { languageName, missingIn } from './locale-form';

/**
 * Which language of a localized record the form edits: one plain link per locale (`?locale=de`), each other
 * locale with how many fields it still lacks; under it, the fields missing in the locale being edited.
 */
export function LocaleSwitch({ meta, record, locale }: { meta: EntityMeta; record: Record<string, unknown> | undefined; locale: string | undefined }) {
  const t = useT();
  const language = useAdminLanguage();
  const nameOf = (l: string) => languageName(l, language);
  const current = locale ?? defaultLocale();
  const missing = locale ? missingIn(meta, record, locale) : [];
  return (
    <div className="locale-switch">
      <nav aria-label={t('locale.switch')} className="tabs">
        {locales().map((l) => {
          const count = l === defaultLocale() ? 0 : missingIn(meta, record, l).length;
          return (
            <Link key={l} to={l === defaultLocale() ? '?' : `?locale=${l}`} aria-current={l === current ? 'page' : undefined} className={l === current ? 'tab active' : 'tab'}>
              {nameOf(l)}
              {count > 0 && <span className="badge">{t('locale.missingCount', { count })}</span>}
            </Link>
          );
        })}
      </nav>
      {missing.length > 0 && (
        <p className="notice" role="status">
          {t('locale.missing', { language: nameOf(current), fields: missing.join(', '), fallback: nameOf(defaultLocale()) })}
        </p>
      )}
    </div>
  );
}
