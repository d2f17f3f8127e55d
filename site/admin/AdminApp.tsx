import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { inlineForms } from '../../generated/web/inline-forms';
import { AdminLayout } from '../../runtime-web/admin/AdminLayout';
import { RequireAdmin } from '../../runtime-web/admin/RequireAdmin';
import { RequirePermission } from '../../runtime-web/admin/RequirePermission';
import { useAuthUser } from '../../runtime-web/auth/use-auth-user';
import { ToastProvider } from '../../runtime-web/feedback/Toasts';
import { UserI18nProvider } from '../../runtime-web/i18n/use-t';
import { COMPANY_NAME } from '../company';
import { PREVIEW_PATHS } from '../preview-paths';
import { AdminNotFound } from './AdminNotFound';
import { DashboardPage } from './DashboardPage';
import { adminRoutes, visibleNav } from './nav';

// Lazy: it pulls in every entity's meta for the permission matrix. It checks its own access (users or roles).
const UserRolePage = lazy(() => import('./user-role/UserRolePage'));

/** Everything under `/admin/*`; loaded lazily, so it lives in its own chunks. */
export default function AdminApp() {
  return (
    // The user's language above the toasts and the sign-in checks, so they speak it too.
    <UserI18nProvider>
      <ToastProvider>
        <RequireAdmin>
          <AdminRoutes />
        </RequireAdmin>
      </ToastProvider>
    </UserI18nProvider>
  );
}

/** The routes inside the layout; each entity page checks the role's permission for its operation. */
function AdminRoutes() {
  const nav = visibleNav(useAuthUser());
  return (
    <Routes>
      <Route element={<AdminLayout nav={nav} brand={COMPANY_NAME} routes={adminRoutes} inlineForms={inlineForms} previewPaths={PREVIEW_PATHS} accountPath="/profile" />}>
        <Route index element={<Navigate to="dashboard" replace />} />
        <Route path="dashboard" element={<DashboardPage nav={nav} />} />
        <Route path="user-role" element={<UserRolePage />} />
        {adminRoutes.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={
              <RequirePermission route={route}>
                <route.Page />
              </RequirePermission>
            }
          />
        ))}
        <Route path="*" element={<AdminNotFound />} />
      </Route>
    </Routes>
  );
}
