import { t } from '@lingui/core/macro';
import { useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { ModalDialog } from '#client/components/ui/modal-dialog.tsx';
import { useResetDemoData } from '../api/reset-demo-data.ts';
import './demo-data-settings.css';
import '#client/components/ui/settings-panel.css';

/** "Demo data" in Settings (demo build only): puts the demo back to its sample data. */
export function DemoDataSettings() {
  const [confirming, setConfirming] = useState(false);
  const reset = useResetDemoData();
  return (
    <section className="settings-panel" aria-labelledby="demo-data-title">
      <h2 id="demo-data-title">{t`Demo data`}</h2>
      <div className="settings-panel__setting">
        <div>
          <h3 className="settings-panel__setting-title">{t`Reset demo data`}</h3>
          <p className="settings-panel__text demo-data__text">
            {t`This demo keeps its accounts, likes, playlists and history in this browser only. Resetting deletes them and starts again from the sample videos.`}
          </p>
        </div>
        <Button variant="danger" icon="trash" onClick={() => setConfirming(true)}>
          {t`Reset demo data`}
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
  const textId = useId();
  const cancel = () => {
    if (!isBusy) onCancel();
  };
  return (
    <ModalDialog
      open={open}
      title={t`Reset demo data?`}
      onClose={cancel}
      className="demo-data__dialog"
      describedBy={textId}
    >
      <p id={textId} className="dialog__hint">
        {t`Every account, like, playlist, watch-later list and history made in this browser is deleted, and you are signed out. This cannot be undone.`}
      </p>
      <div className="demo-data__actions">
        <Button variant="secondary" disabled={isBusy} onClick={cancel}>
          {t`Cancel`}
        </Button>
        <Button variant="danger" icon="trash" isBusy={isBusy} onClick={onConfirm}>
          {t`Reset`}
        </Button>
      </div>
    </ModalDialog>
  );
}
