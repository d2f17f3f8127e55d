import { Navigate, Route, Routes } from 'react-router-dom';
import { AdminLayout } from '../../runtime-web/admin/AdminLayout';
import { RequireAdmin } from '../../runtime-web/admin/RequireAdmin';
import { ToastProvider } from '../../runtime-web/feedback/Toasts';
import { COMPANY_NAME } from '../company';
import { AdminNotFound } from './AdminNotFound';
import { DashboardPage } from './DashboardPage';
import { adminNav, adminRoutes } from './nav';

/** Everything under `/admin/*`; loaded lazily, so it lives in its own chunks. */
export default function AdminApp() {
  return (
    <ToastProvider>
      <RequireAdmin>
        <Routes>
          <Route element={<AdminLayout nav={adminNav} brand={COMPANY_NAME} routes={adminRoutes} />}>
            <Route index element={<Navigate to="dashboard" replace />} />
            <Route path="dashboard" element={<DashboardPage />} />
            {adminRoutes.map((route) => (
              <Route key={route.path} path={route.path} element={<route.Page />} />
            ))}
            <Route path="*" element={<AdminNotFound />} />
          </Route>
        </Routes>
      </RequireAdmin>
    </ToastProvider>
  );
}
