import { useState } from 'react';
import type { EntityMeta } from '../../runtime-shared/meta';
import { apiSend, ApiError, errorMessage, type DataResponse } from '../api/client';
import type { ImportResult } from '../api/back-office';
import { useToast } from '../feedback/Toasts';
import { FileButton } from '../form/inputs/FileButton';
import { useT } from '../i18n/use-t';
import { validationText } from '../i18n/validation-messages';

/**
 * Import from CSV in two steps: the chosen file is checked first (a dry run:
 * nothing is written) and every row shown with what it would do or what is
 * wrong with it; "Import" then writes all rows, or none.
 */
export function ImportDialog({ meta, onClose, onImported }: { meta: EntityMeta; onClose: () => void; onImported: () => void }) {
  const t = useT();
  const toast = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const run = async (chosen: File, dryRun: boolean): Promise<ImportResult | undefined> => {
    const form = new FormData();
    form.append('file', chosen, chosen.name);
    setBusy(true);
    setError('');
    try {
      return (await apiSend<DataResponse<ImportResult>>('POST', `/api/${meta.name}/import${dryRun ? '?dryRun=1' : ''}`, form)).data;
    } catch (failure) {
      const fields = failure instanceof ApiError && failure.fields ? Object.entries(failure.fields).map(([k, v]) => `${k}: ${v}`) : [];
      setError([errorMessage(failure), ...fields.slice(0, 5)].join(' — '));
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  const check = async (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    if (chosen) setPreview((await run(chosen, true)) ?? null);
  };
  const importAll = async () => {
    const done = file && (await run(file, false));
    if (!done) return;
    toast.success(t('import.done', { created: done.created, updated: done.updated }));
    onImported();
    onClose();
  };

  return (
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && !busy && onClose()}>
      <div className="modal modal-wide" role="dialog" aria-modal="true" aria-labelledby="import-title">
        <h2 id="import-title">{t('import.title', { label: meta.pluralLabel })}</h2>
        <p className="muted">{t('import.help')}</p>
        <label className="file-choice">
          {t('import.file')}
          <FileButton accept=".csv,text/csv" disabled={busy} showName onFile={(chosen) => void check(chosen)} />
        </label>
        {busy && <p>{t('list.loading')}</p>}
        {error && <p className="field-error" role="alert">{error}</p>}
        {preview && (
          <>
            <p aria-live="polite">
              {t('import.summary', { created: preview.created, updated: preview.updated, invalid: preview.invalid })}
              {preview.ignored.length > 0 && ` ${t('import.ignored', { columns: preview.ignored.join(', ') })}`}
            </p>
            <div className="table-wrap import-preview">
              <table className="data-table">
                <thead>
                  <tr>
                    <th>{t('import.row')}</th>
                    <th>{t('import.result')}</th>
                    <th>{t('import.details')}</th>
                  </tr>
                </thead>
                <tbody>
                  {preview.rows.map((r) => (
                    <tr key={r.row} className={r.result === 'invalid' ? 'row-invalid' : undefined}>
                      <td>{r.row}</td>
                      <td>{t(`import.result.${r.result}`)}</td>
                      <td>{r.fields ? Object.entries(r.fields).map(([f, m]) => `${f}: ${validationText(m, t)}`).join('; ') : r.id ? `#${r.id}` : ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
        <div className="modal-actions">
          <button type="button" className="btn btn-primary" disabled={busy || !preview || preview.invalid > 0} onClick={() => void importAll()}>
            {preview ? t('import.run', { count: preview.created + preview.updated }) : t('import.start')}
          </button>
          <button type="button" className="btn" disabled={busy} onClick={onClose}>
            {t('form.cancel')}
          </button>
        </div>
      </div>
    </div>
  );
}
