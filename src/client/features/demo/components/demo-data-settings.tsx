import { useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { useModalDialog } from '#client/components/ui/use-modal-dialog.ts';
import { useResetDemoData } from '../api/reset-demo-data.ts';
import '#client/components/ui/dialog.css';
import './demo-data-settings.css';
import '#client/components/ui/settings-panel.css';

/** "Demo data" in Settings (demo build only): puts the demo back to its sample data. */
export function DemoDataSettings() {
  const [confirming, setConfirming] = useState(false);
  const reset = useResetDemoData();
  return (
    <section className="settings-panel" aria-labelledby="demo-data-title">
      <h2 id="demo-data-title">Demo data</h2>
      <div className="settings-panel__setting">
        <div>
          <h3 className="settings-panel__setting-title">Reset demo data</h3>
          <p className="settings-panel__text demo-data__text">
            This demo keeps its accounts, likes, playlists and history in this browser only.
            Resetting deletes them and starts again from the sample videos.
          </p>
        </div>
        <Button variant="danger" icon="trash" onClick={() => setConfirming(true)}>
          Reset demo data
        </Button>
      </div>
      <ConfirmResetDialog
        open={confirming}
        isBusy={reset.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          if (!reset.isPending) reset.mutate(undefined, { onSettled: () => setConfirming(false) });
        }}
      />
    </section>
  );
}

function ConfirmResetDialog({
  open,
  isBusy,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  isBusy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const dialogRef = useModalDialog(open);
  const headingId = useId();
  const textId = useId();
  const cancel = () => {
    if (!isBusy) onCancel();
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes a modal dialog natively
    <dialog
      ref={dialogRef}
      className="dialog demo-data__dialog"
      aria-labelledby={headingId}
      aria-describedby={textId}
      onClose={() => {
        if (open) onCancel();
      }}
      // A click on the dimmed backdrop lands on the dialog element itself.
      onClick={(event) => {
        if (event.target === event.currentTarget) cancel();
      }}
    >
      <div className="dialog__panel">
        <div className="dialog__header">
          <h2 id={headingId} className="dialog__title">
            Reset demo data?
          </h2>
          <button type="button" className="dialog__close" aria-label="Close" onClick={cancel}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <p id={textId} className="dialog__hint">
          Every account, like, playlist, watch-later list and history made in this browser is
          deleted, and you are signed out. This cannot be undone.
        </p>
        <div className="demo-data__actions">
          <Button variant="secondary" disabled={isBusy} onClick={cancel}>
            Cancel
          </Button>
          <Button variant="danger" icon="trash" isBusy={isBusy} onClick={onConfirm}>
            Reset
          </Button>
        </div>
      </div>
    </dialog>
  );
}
