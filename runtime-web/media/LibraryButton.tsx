import { useState } from 'react';
import type { LibraryLink } from '../../runtime-shared/meta';
import { useT } from '../i18n/use-t';
import type { KindFilter, LibraryFile } from './library-files';
import { LibraryPicker } from './LibraryPicker';

export interface LibraryButtonProps {
  library: LibraryLink;
  kind: KindFilter;
  label: string;
  /** The chosen file's stored path becomes the field's value. */
  onPick: (stored: string) => void;
}

/** "Choose from library" beside an upload field's own picker; the dialog opens on a click. */
export function LibraryButton({ library, kind, label, onPick }: LibraryButtonProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const pick = (file: LibraryFile) => {
    onPick(file.file);
    setOpen(false);
  };
  return (
    <>
      <button type="button" className="btn btn-small" onClick={() => setOpen(true)}>
        {t('library.open')}
      </button>
      {open && <LibraryPicker library={library} kind={kind} label={label} onPick={pick} onClose={() => setOpen(false)} />}
    </>
  );
}
