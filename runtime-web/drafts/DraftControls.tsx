import { useState } from 'react';
import type { EntityMeta } from '../../runtime-shared/meta';
import { errorMessage } from '../api/client';
import { siteTimeText } from '../display/format';
import { ConfirmDialog } from '../feedback/ConfirmDialog';
import { useToast } from '../feedback/Toasts';
import { useT } from '../i18n/use-t';
import { DraftBadge } from './DraftBadge';
import { draftsOf, type DraftStatus } from './draft-api';

export interface DraftControlsProps {
  meta: EntityMeta;
  id: number;
  status: DraftStatus;
  /** What autosave is doing: `saving`, `saved`, or nothing yet. */
  autosave: 'idle' | 'saving' | 'saved' | 'failed';
  dirty: boolean;
  busy: boolean;
  /** Saves the form's unsaved changes as the draft first; answers the version to publish. */
  saveFirst: () => Promise<string | undefined>;
  /** After publish or discard: load the record again. */
  onChanged: () => void;
  /** The "Live preview" toggle, for a record with a public page (LivePreview.tsx). */
  livePreview?: { open: boolean; onToggle: () => void };
}

/**
 * The editor's bar for an entity with drafts, beside "Save draft": where the record stands, the
 * autosave, Publish, Discard draft and Preview (a signed link that works in another browser).
 */
export function DraftControls({ meta, id, status, autosave, dirty, busy, saveFirst, onChanged, livePreview }: DraftControlsProps) {
  const t = useT();
  const toast = useToast();
  const [working, setWorking] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [link, setLink] = useState<{ url: string; expires_at: string }>();
  const api = draftsOf(meta);

  const run = async (what: () => Promise<void>) => {
    setWorking(true);
    try {
      await what();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setWorking(false);
    }
  };

  const publish = () =>
    run(async () => {
      const version = await saveFirst();
      if (version === undefined) return; // the save failed and says why
      await api.publish(id, version);
      toast.success(t('drafts.published'));
      onChanged();
    });

  const preview = () =>
    run(async () => {
      if ((await saveFirst()) === undefined) return;
      const made = await api.previewLink(id);
      setLink(made);
      window.open(made.url, '_blank', 'noopener');
    });

  const discard = () =>
    run(async () => {
      await api.discardDraft(id, status.version);
      setConfirmDiscard(false);
      toast.success(t('drafts.discarded'));
      onChanged();
    });

  // A live record without a draft or unsaved changes is the published version already: nothing to publish.
  const nothingToPublish = status.state === 'published' && !status.has_draft && !dirty;
  const savedAt = status.draft_saved_at ? siteTimeText(status.draft_saved_at) : '';
  const saved =
    autosave === 'saving'
      ? t('drafts.saving')
      : dirty
        ? t('drafts.unsaved')
        : !savedAt
          ? t('drafts.none')
          : status.draft_saved_by
            ? t('drafts.savedAtBy', { at: savedAt, by: status.draft_saved_by })
            : t('drafts.savedAt', { at: savedAt });
  return (
    <div className="draft-controls" aria-label={t('drafts.region')}>
      <div className="draft-status">
        <DraftBadge state={status.state} />
        <span className="muted small" role="status">
          {autosave === 'failed' ? t('drafts.saveFailed') : saved}
        </span>
      </div>
      <div className="draft-buttons">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void publish()}
          disabled={busy || working || nothingToPublish}
          title={nothingToPublish ? t('drafts.nothingToPublish') : undefined}
        >
          {t('drafts.publish')}
        </button>
        <button type="button" className="btn" onClick={() => void preview()} disabled={busy || working}>
          {t('drafts.preview')}
        </button>
        {livePreview && (
          <button type="button" className="btn" aria-pressed={livePreview.open} onClick={livePreview.onToggle}>
            {t('drafts.livePreview')}
          </button>
        )}
        {status.has_draft && (
          <button type="button" className="btn btn-danger" onClick={() => setConfirmDiscard(true)} disabled={busy || working}>
            {t('drafts.discard')}
          </button>
        )}
      </div>
      {link && (
        <p className="small preview-link">
          {t('drafts.previewLink', { until: siteTimeText(link.expires_at) })}{' '}
          <a href={link.url} target="_blank" rel="noopener noreferrer">
            {link.url}
          </a>
        </p>
      )}
      {confirmDiscard && (
        <ConfirmDialog text={t('drafts.confirmDiscard')} onYes={() => void discard()} onNo={() => setConfirmDiscard(false)} busy={working} />
      )}
    </div>
  );
}
