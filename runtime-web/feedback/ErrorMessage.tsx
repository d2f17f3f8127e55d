import { errorMessage } from '../api/ApiError';
import { useSharedT } from '../i18n/context';

export interface ErrorMessageProps {
  error: unknown;
  /** Offers a retry, e.g. the `reload` of a failed list call. */
  onRetry?: () => void;
}

/** A visible error banner: failed calls must reach the user, not only the console. */
export function ErrorMessage({ error, onRetry }: ErrorMessageProps) {
  const t = useSharedT();
  return (
    <div className="error-banner" role="alert">
      <span>{errorMessage(error)}</span>
      {onRetry && (
        <button type="button" className="btn btn-small" onClick={onRetry}>
          {t('error.retry')}
        </button>
      )}
    </div>
  );
}
