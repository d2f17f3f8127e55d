import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <section className="container narrow-page">
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link className="site-btn" to="/">
        Go to the home page
      </Link>
    </section>
  );
}
