import { useState } from 'react';
import type { EntityMeta } from '../../runtime-shared/meta';
import { apiSend, ApiError, errorMessage, type DataResponse } from '../api/client';
import type { ImportResult } from '../api/back-office';
import { useToast } from '../feedback/Toasts';

const RESULT_TEXT = { created: 'New', updated: 'Update', invalid: 'Error' } as const;

/**
 * Import from CSV in two steps: the chosen file is checked first (a dry run:
 * nothing is written) and every row shown with what it would do or what is
 * wrong with it; "Import" then writes all rows, or none.
 */
export function ImportDialog({ meta, onClose, onImported }: { meta: EntityMeta; onClose: () => void; onImported: () => void }) {
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
    toast.success(`Imported: ${done.created} created, ${done.updated} updated`);
    onImported();
    onClose();
  };

  return (
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && !busy && onClose()}>
      <div className="modal modal-wide" role="dialog" aria-modal="true" aria-labelledby="import-title">
        <h2 id="import-title">Import {meta.pluralLabel} from CSV</h2>
        <p className="muted">Columns are the field names, as an export writes them. A row with an id (or a known unique value) updates that record; the others are added.</p>
        <label className="file-choice">
          CSV file
          <input type="file" accept=".csv,text/csv" disabled={busy} onChange={(e) => void check(e.target.files?.[0] ?? null)} />
        </label>
        {busy && <p>Loading...</p>}
        {error && <p className="field-error" role="alert">{error}</p>}
        {preview && (
          <>
            <p aria-live="polite">
              {preview.created} to add, {preview.updated} to update, {preview.invalid} with errors
              {preview.ignored.length > 0 && ` (not imported: ${preview.ignored.join(', ')})`}
            </p>
            <div className="table-wrap import-preview">
              <table className="data-table">
                <thead>
                  <tr>
                    <th>Row</th>
                    <th>Result</th>
                    <th>Details</th>
                  </tr>
                </thead>
                <tbody>
                  {preview.rows.map((r) => (
                    <tr key={r.row} className={r.result === 'invalid' ? 'row-invalid' : undefined}>
                      <td>{r.row}</td>
                      <td>{RESULT_TEXT[r.result]}</td>
                      <td>{r.fields ? Object.entries(r.fields).map(([f, m]) => `${f}: ${m}`).join('; ') : r.id ? `#${r.id}` : ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
        <div className="modal-actions">
          <button type="button" className="btn btn-primary" disabled={busy || !preview || preview.invalid > 0} onClick={() => void importAll()}>
            Import {preview ? preview.created + preview.updated : ''} rows
          </button>
          <button type="button" className="btn" disabled={busy} onClick={onClose}>
            Cancel
          </button>
        </div>
      </div>
    </div>
  );
}
