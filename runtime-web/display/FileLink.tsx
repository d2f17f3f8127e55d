import { useState } from 'react';
import { assetUrl } from '../api/asset-url';
import { errorMessage } from '../api/ApiError';
import { downloadFile, isDownloadPath } from '../api/download';
import { useT } from '../i18n/use-t';
import { fileName } from './format';

/**
 * A link to a stored file: public files open from their path; private ones
 * (a download path under /api) are fetched with the token and saved.
 */
export function FileLink({ path, label }: { path: string; label: string }) {
  const t = useT();
  const [error, setError] = useState<string>();
  if (!isDownloadPath(path)) {
    return (
      <a href={assetUrl(path)} target="_blank" rel="noreferrer">
        {fileName(path)}
      </a>
    );
  }
  return (
    <>
      <a
        href={assetUrl(path)}
        onClick={(event) => {
          event.preventDefault();
          setError(undefined);
          downloadFile(path).catch((e: unknown) => setError(errorMessage(e)));
        }}
      >
        {t('file.download', { label })}
      </a>
      {error ? <span className="field-error"> {error}</span> : null}
    </>
  );
}
