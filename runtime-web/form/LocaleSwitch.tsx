import { Link } from 'react-router-dom';
import { defaultLocale, locales } from '../../runtime-shared/locales';
import type { EntityMeta } from '../../runtime-shared/meta';
import { languageName as nameOf, missingIn } from './locale-form';

/**
 * Which language of a localized record the form edits: one plain link per locale (`?locale=de`), each other
 * locale with how many fields it still lacks; under it, the fields missing in the locale being edited.
 */
export function LocaleSwitch({ meta, record, locale }: { meta: EntityMeta; record: Record<string, unknown> | undefined; locale: string | undefined }) {
  const current = locale ?? defaultLocale();
  const missing = locale ? missingIn(meta, record, locale) : [];
  return (
    <div className="locale-switch">
      <nav aria-label="Language of the content" className="tabs">
        {locales().map((l) => {
          const count = l === defaultLocale() ? 0 : missingIn(meta, record, l).length;
          return (
            <Link key={l} to={l === defaultLocale() ? '?' : `?locale=${l}`} aria-current={l === current ? 'page' : undefined} className={l === current ? 'tab active' : 'tab'}>
              {nameOf(l)}
              {count > 0 && <span className="badge">{`${count} missing`}</span>}
            </Link>
          );
        })}
      </nav>
      {missing.length > 0 && (
        <p className="notice" role="status">
          {`Not yet in ${nameOf(current)}: ${missing.join(', ')}. Until filled in, the site shows the ${nameOf(defaultLocale())} text.`}
        </p>
      )}
    </div>
  );
}
