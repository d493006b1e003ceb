import { useEffect } from 'react';
import { useToastStore } from '#client/stores/toast-store.ts';
import { Icon } from './icon.tsx';
import './toast-bar.css';

/** Whether a key press is typing (in a field), where Ctrl+Z belongs to the field. */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/**
 * The toast bar above every page. The live region stays in the page at all times (a region
 * added together with its text is often not announced); only its content comes and goes. A
 * toast with an action (Undo) has a button, which Ctrl+Z (⌘Z) also presses while it shows,
 * and waits while the pointer or focus is on it.
 */
export function ToastBar() {
  const { isOpen, bg, msg, action, close, hold, release } = useToastStore();

  useEffect(() => {
    if (!isOpen || !action) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'z' || !(event.ctrlKey || event.metaKey)) return;
      if (event.shiftKey || event.altKey || isTyping(event.target)) return;
      event.preventDefault();
      close();
      action.run();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isOpen, action, close]);

  return (
    <div className="toast-bar" role="status" aria-live="polite" aria-atomic="true">
      {isOpen ? (
        <p
          className={`toast-bar__message toast-bar__message--${bg}`}
          data-colour={bg}
          onPointerEnter={hold}
          onPointerLeave={release}
          onFocus={hold}
          onBlur={release}
        >
          <Icon name={bg === 'green' ? 'check' : 'alert'} size={18} />
          <span>{msg}</span>
          {action ? (
            <button
              type="button"
              className="toast-bar__action"
              aria-keyshortcuts="Control+Z Meta+Z"
              onClick={() => {
                close();
                action.run();
                // The button goes with the toast: focus goes to the page's heading (or the
                // page), rather than falling to the document's start.
                const main = document.querySelector('main');
                const heading = main?.querySelector<HTMLElement>('h1[tabindex="-1"]');
                (heading ?? main)?.focus();
              }}
            >
              {action.label}
            </button>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
