import { useState } from 'react';
import { Link } from 'react-router-dom';

/** The new webhook's signing secret, shown this once: the server keeps it only to sign. */
export function SecretOnce({ webhookId, secret }: { webhookId: number; secret: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () => void navigator.clipboard?.writeText(secret).then(() => setCopied(true), () => setCopied(false));
  return (
    <div className="card webhook-secret" role="status">
      <h2>Webhook added: its signing secret</h2>
      <p>
        Copy it now and give it to the receiving system: <strong>it is not shown again.</strong> The receiver checks
        each request&apos;s <code>X-Webhook-Signature</code> header with it.
      </p>
      <code className="webhook-secret-value" data-testid="webhook-secret">{secret}</code>
      <div className="form-actions">
        <button type="button" className="btn" onClick={copy}>{copied ? 'Copied' : 'Copy'}</button>
        <Link className="btn btn-primary" to={`/admin/webhook-details/${webhookId}`}>Done</Link>
      </div>
    </div>
  );
}
