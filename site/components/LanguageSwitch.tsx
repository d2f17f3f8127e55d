/**
 * The header's language switch: this page in each other locale (`/services/x` ↔ `/de/services/x`, the
 * query kept), each link in its own language. Plain links: the switch works without JavaScript, crawlers
 * follow it, and the next page loads whole in its language (menus and footer included).
 */
import { useLocation } from 'react-router-dom';
import { locales } from '../../runtime-shared/locales';
import { useLocale, wordsFor } from '../i18n/words';
import { basePath, languageName, localePath, thisPageIn } from '../locale';

export function LanguageSwitch() {
  const { pathname, search } = useLocation();
  const current = useLocale();
  const others = locales().filter((l) => l !== current);
  if (others.length === 0) return null;
  const path = basePath(pathname);
  return (
    <nav aria-label={wordsFor(current).language} className="language-switch">
      {others.map((locale) => (
        <a key={locale} href={`${localePath(locale, path)}${search}`} hrefLang={locale} lang={locale} title={thisPageIn(locale)}>
          {/* The code keeps the header in one row; the name is what a screen reader says. */}
          <span aria-hidden="true">{locale.toUpperCase()}</span>
          <span className="visually-hidden">{languageName(locale)}</span>
        </a>
      ))}
    </nav>
  );
}
