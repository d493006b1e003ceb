import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { ModalDialog } from '#client/components/ui/modal-dialog.tsx';
import { PRACTICE_SHORTCUTS } from '../hooks/use-practice-shortcuts.ts';
import './shortcuts-dialog.css';

interface ShortcutsDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The video page's keyboard shortcuts (`?`), as a modal dialog; focus returns where it was. */
export function ShortcutsDialog({ open, onClose }: ShortcutsDialogProps) {
  return (
    <ModalDialog
      open={open}
      title={t`Keyboard shortcuts`}
      onClose={onClose}
      className="shortcuts-dialog"
    >
      <p className="shortcuts-dialog__hint">
        {t`They work on this page, except while you type in a box or use the YouTube player itself.`}
      </p>
      <dl className="shortcuts-dialog__list">
        {PRACTICE_SHORTCUTS.map((shortcut) => (
          <div key={shortcut.action} className="shortcuts-dialog__row">
            <dt>
              {shortcut.keys.map((key) => (
                <kbd key={key}>
                  {shortcut.spoken ? (
                    <>
                      <span aria-hidden="true">{key}</span>
                      <span className="visually-hidden">{i18n._(shortcut.spoken)}</span>
                    </>
                  ) : (
                    key
                  )}
                </kbd>
              ))}
            </dt>
            <dd>{i18n._(shortcut.label)}</dd>
          </div>
        ))}
      </dl>
    </ModalDialog>
  );
}
