import { type RefObject, useEffect, useRef } from 'react';

/*
 * jsdom (component tests) has no showModal(); there the dialog is simply opened, which is
 * enough for a test to find its contents. Browsers get the real modal: the rest of the page
 * is inert, the backdrop dims it, Escape closes it and focus stays inside.
 */
function openModal(dialog: HTMLDialogElement) {
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
}

function closeModal(dialog: HTMLDialogElement) {
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}

/**
 * Opens and closes a <dialog> as a modal as `open` says, and gives focus back to what had it
 * when it opened: however it closed (its button, the backdrop, the caller's state, or the
 * browser itself on Escape). Put the ref on the dialog.
 */
export function useModalDialog(open: boolean): RefObject<HTMLDialogElement | null> {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusRef.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      openModal(dialog);
    } else if (!open) {
      if (dialog.open) closeModal(dialog);
      const opener = returnFocusRef.current;
      returnFocusRef.current = null;
      opener?.focus();
    }
  }, [open]);
  return dialogRef;
}
