import { isRouteErrorResponse, useLocation, useRevalidator, useRouteError } from 'react-router-dom';
import { errorMessage } from '../../runtime-web/api/client';
import { NotFoundPage } from '../pages/NotFoundPage';
import { HeadSync } from './HeadSync';

/**
 * What a page shows when its data cannot be loaded: the 404 page for a
 * missing record or path, else a message and a retry, never a blank page.
 * "Try again" is a real link to the same address, so it works without JavaScript.
 */
export function PageError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <NotFoundPage />
        <HeadSync error={error} />
      </>
    );
  }
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : errorMessage(error);
  return (
    <section className="container narrow-page" role="alert">
      <h1>This page could not be loaded</h1>
      <p>{message}</p>
      <a
        className="site-btn"
        href={`${location.pathname}${location.search}`}
        onClick={(event) => {
          event.preventDefault();
          void revalidator.revalidate();
        }}
      >
        {revalidator.state === 'loading' ? 'Loading...' : 'Try again'}
      </a>
      <HeadSync error={error} />
    </section>
  );
}
