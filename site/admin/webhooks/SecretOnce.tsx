import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useCatalogue } from '../../../runtime-web/i18n/use-t';
import { WEBHOOK_MESSAGES } from './messages';

/** The header the receiver checks (runtime-server/webhooks): a name, the same in every language. */
const SIGNATURE_HEADER = 'X-Webhook-Signature';

/** The new webhook's signing secret, shown this once: the server keeps it only to sign. */
export function SecretOnce({ webhookId, secret }: { webhookId: number; secret: string }) {
  const t = useCatalogue(WEBHOOK_MESSAGES);
  const [copied, setCopied] = useState(false);
  const copy = () => void navigator.clipboard?.writeText(secret).then(() => setCopied(true), () => setCopied(false));
  return (
    <div className="card webhook-secret" role="status">
      <h2>{t('secret.title')}</h2>
      <p>
        {t('secret.copyNow')} <strong>{t('secret.notAgain')}</strong> {t('secret.checkBefore')} <code>{SIGNATURE_HEADER}</code>{' '}
        {t('secret.checkAfter')}
      </p>
      <code className="webhook-secret-value" data-testid="webhook-secret">{secret}</code>
      <div className="form-actions">
        <button type="button" className="btn" onClick={copy}>{t(copied ? 'secret.copied' : 'secret.copy')}</button>
        <Link className="btn btn-primary" to={`/admin/webhook-details/${webhookId}`}>{t('secret.done')}</Link>
      </div>
    </div>
  );
}
