import { useState } from 'react';
import type { EntityMeta } from '../../runtime-shared/meta';
import { errorMessage } from '../api/client';
import { downloadFile } from '../api/download';
import { canManage } from '../auth/can';
import type { AuthUser } from '../auth/storage';
import { useToast } from '../feedback/Toasts';
import { exportPath } from './api-filter';
import { ColumnPicker } from './ColumnPicker';
import { ImportDialog } from './ImportDialog';
import type { ListColumnChoice } from './visible-columns';
import { useT } from '../i18n/use-t';

export interface ListToolsProps {
  meta: EntityMeta;
  user: AuthUser | null;
  apiQuery: URLSearchParams;
  choices: readonly ListColumnChoice[];
  visible: readonly string[];
  onColumns: (visible: string[]) => void;
  onImported: () => void;
}

/** The list's column picker, "Export CSV" (exactly the rows and columns the list shows) and "Import CSV". */
export function ListTools({ meta, user, apiQuery, choices, visible, onColumns, onImported }: ListToolsProps) {
  const toast = useToast();
  const t = useT();
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadFile(exportPath(meta.name, apiQuery, visible));
    } catch (error) {
      toast.error(t('list.exportFailed', { error: errorMessage(error) }));
    } finally {
      setExporting(false);
    }
  };
  return (
    <div className="list-tools">
      <ColumnPicker choices={choices} visible={visible} onChange={onColumns} />
      {canManage(meta.name, 'read', user, meta.access.read) && (
        <button type="button" className="btn btn-small" disabled={exporting} onClick={() => void exportCsv()}>
          {t('list.exportCsv')}
        </button>
      )}
      {canManage(meta.name, 'create', user, meta.access.create) && (
        <button type="button" className="btn btn-small" onClick={() => setImporting(true)}>
          {t('list.importCsv')}
        </button>
      )}
      {importing && <ImportDialog meta={meta} onClose={() => setImporting(false)} onImported={onImported} />}
    </div>
  );
}
