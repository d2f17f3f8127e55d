import { Link } from 'react-router-dom';

export function AdminNotFound() {
  return (
    <section className="page">
      <div className="card">
        <h1>Page not found</h1>
        <p>There is no admin page at this address.</p>
        <Link className="btn btn-primary" to="/admin/dashboard">
          Back to the dashboard
        </Link>
      </div>
    </section>
  );
}
