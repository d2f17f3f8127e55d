import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Link } from '../components/LocaleLink';

/**
 * Shown when a page throws or its code cannot load. A new deployment removes
 * old chunks, so a failed dynamic import usually only needs a reload.
 */
export function RouteError() {
  const error = useRouteError();
  const chunkFailed = error instanceof Error && /dynamically imported module|Importing a module script failed/i.test(error.message);
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : chunkFailed
      ? 'A part of the application could not be loaded. Reloading the page usually helps.'
      : error instanceof Error
        ? error.message
        : 'Something went wrong.';
  return (
    <section className="container narrow-page" role="alert">
      <h1>Something went wrong</h1>
      <p>{message}</p>
      <div className="row-gap">
        <button type="button" className="site-btn" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to="/">Home</Link>
      </div>
    </section>
  );
}
