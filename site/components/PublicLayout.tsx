import { Outlet, ScrollRestoration, useLoaderData, useNavigation } from 'react-router-dom';
import type { ShellData } from '../data/shell';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { useWords } from '../i18n/words';

/** Header, page, footer of every public page; the shell data comes from the root loader. */
export function PublicLayout() {
  const shell = useLoaderData<ShellData>();
  const navigation = useNavigation();
  const words = useWords();
  return (
    <div className="site">
      <a className="skip-link" href="#main">{words.skipToContent}</a>
      <SiteHeader shell={shell} />
      {navigation.state === 'loading' && (
        <p className="nav-loading" role="status">{words.loading}</p>
      )}
      <main id="main" className="site-main">
        <Outlet />
      </main>
      <SiteFooter shell={shell} />
      {/* Every new page starts at the top; Back returns to where the visitor was. */}
      <ScrollRestoration />
    </div>
  );
}
