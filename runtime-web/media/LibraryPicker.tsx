import { useEffect, useState, type FormEvent } from 'react';
import type { LibraryLink } from '../../runtime-shared/meta';
import { assetUrl } from '../api/asset-url';
import { ApiError, errorMessage } from '../api/client';
import { Dialog } from '../feedback/Dialog';
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
    <Dialog title={`Choose the ${label.toLowerCase()} from the media library`} onClose={onClose}>
      <div className="library-tools">
        <div className="field">
          <label htmlFor="library-search">Search</label>
          <input id="library-search" className="input" type="search" value={q} placeholder="Name, alt text or caption" onChange={(e) => (setQ(e.target.value), setPage(1))} />
        </div>
        <div className="field">
          <label htmlFor="library-kind">Type</label>
          <select id="library-kind" className="input" value={kind} onChange={(e) => (setKind(e.target.value as KindFilter), setPage(1))}>
            <option value="">All files</option>
            <option value="image">Images</option>
            <option value="document">Documents</option>
          </select>
        </div>
      </div>
      {error !== undefined && <p className="field-error" role="alert">{errorMessage(error)}</p>}
      {result && result.files.length === 0 && <p className="muted">No files match. Upload one below.</p>}
      {!result && error === undefined && <p className="muted">Loading...</p>}
      <ul className="library-grid" aria-label="Media files, newest first">
        {result?.files.map((f) => (
          <li key={f.id}>
            <button type="button" className="library-item" onClick={() => onPick(f)} aria-label={`Choose ${f.title}`}>
              {f.kind === 'image' ? <img src={assetUrl(gridImage(f.file))} alt={f.alt} loading="lazy" /> : <span className="library-doc">{(f.file.split('.').pop() ?? '').toUpperCase()}</span>}
              <span className="library-name">{f.title}</span>
            </button>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <div className="library-pages">
          <button type="button" className="btn btn-small" disabled={page <= 1} onClick={() => setPage(page - 1)}>Newer</button>
          <span className="muted">Page {page} of {pages}</span>
          <button type="button" className="btn btn-small" disabled={page >= pages} onClick={() => setPage(page + 1)}>Older</button>
        </div>
      )}
      <UploadIntoLibrary library={library} onUploaded={onPick} />
      <div className="modal-actions">
        <button type="button" className="btn" onClick={onClose}>Cancel</button>
      </div>
    </Dialog>
  );
}

/** A new file for the library: its name (the file's, until changed) and alt text go with it. */
function UploadIntoLibrary({ library, onUploaded }: { library: LibraryLink; onUploaded: (file: LibraryFile) => void }) {
  const [file, setFile] = useState<File>();
  const [name, setName] = useState('');
  const [alt, setAlt] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation(); // React passes it up through the portal: the record's own form must not submit
    if (!file) return setProblem('Choose a file to upload');
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
    <form className="library-upload" onSubmit={(e) => void submit(e)} aria-label="Upload into the media library">
      <h3>Upload a new file</h3>
      <div className="field">
        <label htmlFor="library-file">File</label>
        <input id="library-file" type="file" className="file-input" onChange={(e) => (setFile(e.target.files?.[0]), setProblem(undefined))} />
      </div>
      <div className="field">
        <label htmlFor="library-name">Name</label>
        <input id="library-name" className="input" value={name} placeholder={file?.name ?? ''} onChange={(e) => setName(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="library-alt">Alt text (what the image shows)</label>
        <input id="library-alt" className="input" value={alt} onChange={(e) => setAlt(e.target.value)} />
      </div>
      {problem && <p className="field-error" role="alert">{problem}</p>}
      <button type="submit" className="btn btn-primary" disabled={busy}>{busy ? 'Uploading...' : 'Upload and choose'}</button>
    </form>
  );
}
