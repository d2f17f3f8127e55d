/**
 * The route objects of the whole web app, shared by the server render
 * (entry-server.tsx: createStaticHandler) and the browser (main.tsx:
 * createBrowserRouter), so both match, load and render the same way.
 * Pages other than home are split into their own chunks (`lazy`); the
 * admin is a client-rendered app whose code public pages never load.
 * `readsQuery` names the query parameters a page reads (page-query.ts): the
 * server renders and keeps pages under their path and these alone.
 */
import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Loading } from '../runtime-web/feedback/Loading';
import { SignedInOnly } from './account/SignedInOnly';
import { PageError } from './components/PageError';
import { PageFrame } from './components/PageFrame';
import { PublicLayout } from './components/PublicLayout';
import { notFound } from './data/read';
import { readsQuery } from './page-query';
import { pathLocale } from './locale';
import { locales } from '../runtime-shared/locales';
import { shellLoader } from './data/shell';
import * as home from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { RouteError } from './pages/RouteError';

const AdminApp = lazy(() => import('./admin/AdminApp'));

/**
 * The public pages, under the site's header and footer: made afresh for each locale's tree (a route object
 * belongs to one place in the tree; react-router gives it an id from its position).
 */
const pages = (): RouteObject[] => [
  { index: true, loader: home.loader, Component: home.Component, handle: home.handle },
  { path: 'home', loader: home.loader, Component: home.Component, handle: home.handle },
  { path: 'services', lazy: () => import('./pages/ServicesPage') },
  { path: 'service-details/:id', lazy: () => import('./pages/ServiceDetailsPage') },
  readsQuery(['category', 'subcategory', 'q', 'page'], { path: 'products', lazy: () => import('./shop/web/ProductsPage') }),
  { path: 'product-details/:id', lazy: () => import('./shop/web/ProductDetailsPage') },
  { path: 'pricing', lazy: () => import('./pages/PricingPage') },
  readsQuery(['page'], { path: 'notice', lazy: () => import('./pages/NoticePage') }),
  readsQuery(['q', 'page'], { path: 'search', lazy: () => import('./pages/SearchPage') }),
  readsQuery(['sent'], { path: 'contact', lazy: () => import('./pages/ContactPage') }),
  readsQuery(['subscribed'], { path: 'newsletter', lazy: () => import('./pages/NewsletterPage') }),
  // The cart works signed out (it lives in the browser); checkout and payment need a sign-in.
  { path: 'cart', lazy: () => import('./shop/web/CartPage') },
  readsQuery(['category', 'workplace', 'employment_type', 'q', 'page'], { path: 'careers', lazy: () => import('./careers/web/CareersPage') }),
  { path: 'career-details/:id', lazy: () => import('./careers/web/CareerDetailsPage') },
  readsQuery(['job'], { path: 'quick-apply-resume', lazy: () => import('./careers/web/QuickApplyPage') }),
  readsQuery(['token'], { path: 'applicant-validation', lazy: () => import('./careers/web/ApplicantValidationPage') }),
  // The exam pages check the applicant session the server signed (site/careers/web/applicant-session.ts).
  { path: 'exam-start', lazy: () => import('./careers/web/ExamStartPage') },
  { path: 'exam', lazy: () => import('./careers/web/ExamPage') },
  // Asking for a new address needs a sign-in (the page guards that part); the mailed confirmation link does not.
  readsQuery(['token'], { path: 'email-change', lazy: () => import('./account/EmailChangePage') }),
  // Pages for signed-in users only: the guard sends visitors to /login and back.
  {
    Component: SignedInOnly,
    children: [
      { path: 'checkout', lazy: () => import('./shop/web/CheckoutPage') },
      readsQuery(['order'], { path: 'payment', lazy: () => import('./shop/web/PaymentPage') }),
      readsQuery(['order'], { path: 'payment-success', lazy: () => import('./shop/web/PaymentSuccessPage') }),
      readsQuery(['order'], { path: 'payment-fail', lazy: () => import('./shop/web/PaymentFailPage') }),
      readsQuery(['job'], { path: 'general-apply-resume', lazy: () => import('./careers/web/GeneralApplyPage') }),
      { path: 'profile', lazy: () => import('./account/ProfilePage') },
      { path: 'profile/orders/:number', lazy: () => import('./shop/web/OrderPage') },
      { path: 'edit-profile', lazy: () => import('./account/profile/EditProfilePage') },
      { path: 'edit-skill', lazy: () => import('./account/profile/EditSkillPage') },
      { path: 'edit-edu', lazy: () => import('./account/profile/EditEduPage') },
      { path: 'edit-certificate', lazy: () => import('./account/profile/EditCertificatePage') },
      { path: 'bookmark', lazy: () => import('./account/profile/BookmarkPage') },
    ],
  },
  // Content pages (/about, /privacy-policy, /help-center, ...) come from the `page` entity; an unknown slug is a 404.
  { path: ':slug', lazy: () => import('./pages/ContentPage') },
  { path: '*', loader: () => notFound(), Component: NotFoundPage },
];

/**
 * The routes for the content locales (LOCALES, the default first): the default locale's pages at their
 * paths, each other locale's under its code (`/de`, `/de/services`: a static segment, so it outranks a
 * content page's `:slug`). Pages read their locale from the path (site/locale.ts `requestLocale`).
 */
function routesFor(siteLocales: readonly string[]): RouteObject[] {
  const [, ...others] = siteLocales;
  return [
    {
      id: 'root',
      path: '/',
      loader: shellLoader,
      // Menus, footer and company facts load once per visit and language, not on every page change.
      shouldRevalidate: ({ currentUrl, nextUrl }) => pathLocale(currentUrl.pathname) !== pathLocale(nextUrl.pathname),
      Component: PublicLayout,
      errorElement: <RouteError />,
      children: [
        {
          Component: PageFrame,
          errorElement: <PageError />,
          children: [...others.map((locale): RouteObject => ({ path: locale, children: pages() })), ...pages()],
        },
      ],
    },
    readsQuery(['expired', 'signed-out'], { path: '/login', lazy: () => import('./pages/LoginPage'), errorElement: <RouteError /> }),
    { path: '/register', lazy: () => import('./account/RegisterPage'), errorElement: <RouteError /> },
    { path: '/forgot-password', lazy: () => import('./account/ForgotPasswordPage'), errorElement: <RouteError /> },
    readsQuery(['token'], { path: '/reset-password', lazy: () => import('./account/ResetPasswordPage'), errorElement: <RouteError /> }),
    {
      path: '/admin/*',
      errorElement: <RouteError />,
      element: (
        <Suspense fallback={<Loading />}>
          <AdminApp />
        </Suspense>
      ),
    },
  ];
}

let built: { key: string; routes: RouteObject[] } | undefined;

/** The site's routes for this process's locales (the server's setting; the browser's page meta tag). */
export function siteRoutes(): RouteObject[] {
  const key = locales().join(',');
  if (built?.key !== key) built = { key, routes: routesFor(locales()) };
  return built.routes;
}
