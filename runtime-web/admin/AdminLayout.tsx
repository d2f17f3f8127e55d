import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { yearIn } from '../../runtime-shared/site-time';
import { Loading } from '../feedback/Loading';
import { PreviewPathsContext, type PreviewPaths } from '../drafts/preview-paths';
import { InlineFormsContext, type InlineForms } from '../form/inline/inline-forms';
import { Breadcrumb } from './Breadcrumb';
import { AdminRoutesContext } from './routes-context';
import { ScrollToTop } from './ScrollToTop';
import { SideNav } from './SideNav';
import { TopBar } from './TopBar';
import type { AdminRoute, NavEntry } from './types';
import '../admin.css';
import { useAuthUser } from '../auth/use-auth-user';
import { I18nProvider } from '../i18n/use-t';

export interface AdminLayoutProps {
  nav: NavEntry[];
  /** The company name, shown as the brand and in the footer. */
  brand: string;
  /** The admin routes that exist; generic pages hide links to missing ones. */
  routes?: readonly AdminRoute[];
  /** The entities relation selects may create in a dialog (`generated/web/inline-forms.ts`); none when left out. */
  inlineForms?: InlineForms;
  /** The public page of each entity's record: records of entities with drafts get a live preview beside their form. */
  previewPaths?: PreviewPaths;
  /** Where the signed-in user manages their own account (password, two-factor sign-in), linked from the top bar. */
  accountPath?: string;
}

const NO_FORMS: InlineForms = {};
const NO_PATHS: PreviewPaths = {};

/**
 * The admin frame: side navigation, top bar, breadcrumb, the page (`<Outlet/>`)
 * and the footer. Use as the element of a layout route.
 * @example <Route element={<AdminLayout nav={nav} brand="Nimbus Consulting" />}>…</Route>
 */
export function AdminLayout({ nav, brand, routes, inlineForms = NO_FORMS, previewPaths = NO_PATHS, accountPath }: AdminLayoutProps) {
  const [navOpen, setNavOpen] = useState(false);
  const { pathname } = useLocation();
  const user = useAuthUser();
  // A link in the slide-in navigation was followed: close it on small screens (in the same render).
  const [navPath, setNavPath] = useState(pathname);
  if (navPath !== pathname) {
    setNavPath(pathname);
    setNavOpen(false);
  }

  // The admin's own texts in the signed-in user's language (runtime-web/i18n).
  return (
    <I18nProvider language={user?.language}>
      <AdminRoutesContext.Provider value={routes}>
        <InlineFormsContext.Provider value={inlineForms}>
          <PreviewPathsContext.Provider value={previewPaths}>
            <div className="admin">
              <ScrollToTop />
              <SideNav nav={nav} brand={brand} open={navOpen} />
              {navOpen && <div className="sidenav-backdrop" onClick={() => setNavOpen(false)} />}
              <div className="admin-main">
                <TopBar navOpen={navOpen} onToggleNav={() => setNavOpen((open) => !open)} {...(accountPath ? { accountPath } : {})} />
                <main className="admin-content">
                  <Breadcrumb nav={nav} />
                  <Suspense fallback={<Loading />}>
                    <Outlet />
                  </Suspense>
                </main>
                <footer className="admin-footer">
                  {brand} © {yearIn()}
                </footer>
              </div>
            </div>
          </PreviewPathsContext.Provider>
        </InlineFormsContext.Provider>
      </AdminRoutesContext.Provider>
    </I18nProvider>
  );
}
