import { useEffect, useState, type FormEvent } from 'react';
import type { LibraryLink } from '../../runtime-shared/meta';
import { assetUrl } from '../api/asset-url';
import { ApiError, errorMessage } from '../api/client';
import { Dialog } from '../feedback/Dialog';
import { FileButton } from '../form/inputs/FileButton';
import { useT } from '../i18n/use-t';
import { findLibraryFiles, gridImage, PAGE_SIZE, uploadToLibrary, type KindFilter, type LibraryFile } from './library-files';

export interface LibraryPickerProps {
  /** The library (`upload.library` of the field's meta). */
  library: LibraryLink;
  /** What the field holds: the picker starts filtered to it (`''`: every kind). */
  kind: KindFilter;
  /** The field's label, for the dialog's title. */
  label: string;
  onPick: (file: LibraryFile) => void;
  onClose: () => void;
}

/**
 * Choosing a file of the media library for an image or file field: the newest first, a search over
 * names, alt texts and captions, a filter by kind, and an upload straight into the library (name and
 * alt text with it) that is picked at once. Failures are shown in the dialog.
 */
export function LibraryPicker({ library, kind: initialKind, label, onPick, onClose }: LibraryPickerProps) {
  const t = useT();
  const [q, setQ] = useState('');
  const [kind, setKind] = useState<KindFilter>(initialKind);
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<{ files: LibraryFile[]; total: number }>();
  const [error, setError] = useState<unknown>();

  useEffect(() => {
    let current = true;
    // A short pause while typing: one request for a word, not one per letter.
    const timer = setTimeout(() => {
      findLibraryFiles(library, q, kind, page).then(
        (answer) => current && (setResult(answer), setError(undefined)),
        (failure: unknown) => current && setError(failure),
      );
    }, 200);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [library, q, kind, page]);

  const pages = result ? Math.max(1, Math.ceil(result.total / PAGE_SIZE)) : 1;
  return (
    <Dialog title={t('library.title', { label })} onClose={onClose}>
      <div className="library-tools">
        <div className="field">
          <label htmlFor="library-search">{t('library.search')}</label>
          <input id="library-search" className="input" type="search" value={q} placeholder={t('library.searchPlaceholder')} onChange={(e) => (setQ(e.target.value), setPage(1))} />
        </div>
        <div className="field">
          <label htmlFor="library-kind">{t('library.type')}</label>
          <select id="library-kind" className="input" value={kind} onChange={(e) => (setKind(e.target.value as KindFilter), setPage(1))}>
            <option value="">{t('library.allFiles')}</option>
            <option value="image">{t('library.images')}</option>
            <option value="document">{t('library.documents')}</option>
          </select>
        </div>
      </div>
      {error !== undefined && <p className="field-error" role="alert">{errorMessage(error)}</p>}
      {result && result.files.length === 0 && <p className="muted">{t('library.noMatch')}</p>}
      {!result && error === undefined && <p className="muted">{t('list.loading')}</p>}
      <ul className="library-grid" aria-label={t('library.grid')}>
        {result?.files.map((f) => (
          <li key={f.id}>
            <button type="button" className="library-item" onClick={() => onPick(f)} aria-label={t('library.choose', { title: f.title })}>
              {f.kind === 'image' ? <img src={assetUrl(gridImage(f.file))} alt={f.alt} loading="lazy" /> : <span className="library-doc">{(f.file.split('.').pop() ?? '').toUpperCase()}</span>}
              <span className="library-name">{f.title}</span>
            </button>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <div className="library-pages">
          <button type="button" className="btn btn-small" disabled={page <= 1} onClick={() => setPage(page - 1)}>{t('library.newer')}</button>
          <span className="muted">{t('library.page', { page, pages })}</span>
          <button type="button" className="btn btn-small" disabled={page >= pages} onClick={() => setPage(page + 1)}>{t('library.older')}</button>
        </div>
      )}
      <UploadIntoLibrary library={library} onUploaded={onPick} />
      <div className="modal-actions">
        <button type="button" className="btn" onClick={onClose}>{t('form.cancel')}</button>
      </div>
    </Dialog>
  );
}

/** A new file for the library: its name (the file's, until changed) and alt text go with it. */
function UploadIntoLibrary({ library, onUploaded }: { library: LibraryLink; onUploaded: (file: LibraryFile) => void }) {
  const t = useT();
  const [file, setFile] = useState<File>();
  const [name, setName] = useState('');
  const [alt, setAlt] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation(); // React passes it up through the portal: the record's own form must not submit
    if (!file) return setProblem(t('library.chooseFile'));
    setBusy(true);
    try {
      onUploaded(await uploadToLibrary(library, { title: name || file.name, alt, file }));
    } catch (failure) {
      // The server names the field at fault ("alt": images need alt text); show that sentence.
      const fields = failure instanceof ApiError ? failure.fields : undefined;
      setProblem(fields ? Object.values(fields).join(' ') : errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="library-upload" onSubmit={(e) => void submit(e)} aria-label={t('library.uploadRegion')}>
      <h3>{t('library.uploadHeading')}</h3>
      <div className="field">
        <label htmlFor="library-file">{t('library.file')}</label>
        <FileButton id="library-file" showName onFile={(picked) => (setFile(picked), setProblem(undefined))} />
      </div>
      <div className="field">
        <label htmlFor="library-name">{t('library.name')}</label>
        <input id="library-name" className="input" value={name} placeholder={file?.name ?? ''} onChange={(e) => setName(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="library-alt">{t('library.alt')}</label>
        <input id="library-alt" className="input" value={alt} onChange={(e) => setAlt(e.target.value)} />
      </div>
      {problem && <p className="field-error" role="alert">{problem}</p>}
      <button type="submit" className="btn btn-primary" disabled={busy}>{busy ? t('library.uploading') : t('library.upload')}</button>
    </form>
  );
}
