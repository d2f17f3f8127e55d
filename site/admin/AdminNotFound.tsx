import { Link } from 'react-router-dom';
import { useCatalogue } from '../../runtime-web/i18n/use-t';
import { DASHBOARD_MESSAGES } from './dashboard/messages';

export function AdminNotFound() {
  const t = useCatalogue(DASHBOARD_MESSAGES);
  return (
    <section className="page">
      <div className="card">
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.text')}</p>
        <Link className="btn btn-primary" to="/admin/dashboard">
          {t('notFound.back')}
        </Link>
      </div>
    </section>
  );
}
