import { lazy, Suspense } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { Loading } from '../runtime-web/feedback/Loading';
import { PublicLayout } from './components/PublicLayout';
import { HomePage } from './pages/HomePage';
import { LoginPage } from './pages/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { RouteError } from './pages/RouteError';

// The admin is a separate chunk: public visitors never download it.
const AdminApp = lazy(() => import('./admin/AdminApp'));

export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: '/', element: <HomePage /> },
          { path: '/home', element: <HomePage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: '/login', element: <LoginPage /> },
      {
        path: '/admin/*',
        element: (
          <Suspense fallback={<Loading />}>
            <AdminApp />
          </Suspense>
        ),
      },
    ],
  },
]);
