import { useEffect, useLayoutEffect, useRef } from 'react';
import { pageOf, useToastStore } from '#client/stores/toast-store.ts';
import { Icon } from './icon.tsx';
import './toast-bar.css';

/** Whether a key press is typing (in a field), where Ctrl+Z belongs to the field. */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/** The messages a page shows in place (an import's report, a form's error): a toast leaves them readable. */
const PAGE_MESSAGES = 'main [role="status"], main [role="alert"]';

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** Whether the bar, where it is now, covers a message of the page that has something to say. */
function coversPageMessage(bar: HTMLElement): boolean {
  const box = bar.getBoundingClientRect();
  return [...document.querySelectorAll<HTMLElement>(PAGE_MESSAGES)].some((message) => {
    const rect = message.getBoundingClientRect();
    // Visually hidden regions (1 px) and empty ones show nothing to cover.
    const hasText = Boolean(message.textContent?.trim());
    return hasText && rect.width > 1 && rect.height > 1 && overlaps(box, rect);
  });
}

/**
 * Puts the bar at the bottom of the screen, or at its top when at the bottom it would cover a
 * message of the page (the import's "Imported 3 videos" report sits right under the button that
 * raised the toast); at the bottom again when both would. Set on the element, not in React
 * state: it is measured and moved in one go, again as the page scrolls or resizes.
 */
function placeBar(bar: HTMLElement) {
  delete bar.dataset.place;
  if (!coversPageMessage(bar)) return;
  bar.dataset.place = 'top';
  if (coversPageMessage(bar)) delete bar.dataset.place;
}

/**
 * The toast bar above every page. The live region stays in the page at all times (a region
 * added together with its text is often not announced); only its content comes and goes. A
 * toast with an action (Undo) has a button, which Ctrl+Z (⌘Z) also presses while it shows,
 * and waits while the pointer or focus is on it.
 */
export function ToastBar({ page }: { page?: string }) {
  const { isOpen, bg, msg, action, close, hold, release } = useToastStore();
  const barRef = useRef<HTMLDivElement>(null);

  // A toast with an action (Undo) belongs to the page that raised it: what it would put back is
  // there. On another page it would only cover what that page shows, so it goes.
  useEffect(() => {
    if (page === undefined) return;
    const toast = useToastStore.getState();
    if (toast.isOpen && toast.action && toast.page !== pageOf(page)) toast.close();
  }, [page]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message resizes the bar, which is placed again
  useLayoutEffect(() => {
    const bar = barRef.current;
    if (!isOpen || !bar) return;
    placeBar(bar);
    let frame = 0;
    const schedule = () => {
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        placeBar(bar);
      });
    };
    // The page's message can appear a render after the toast (placed at once, not a frame
    // later, so it is never covered); and it moves as the page scrolls.
    const observer = new MutationObserver(() => placeBar(bar));
    const main = document.querySelector('main');
    if (main) observer.observe(main, { childList: true, subtree: true, characterData: true });
    window.addEventListener('scroll', schedule, { passive: true, capture: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      delete bar.dataset.place;
    };
  }, [isOpen, msg]);

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
    <div ref={barRef} className="toast-bar" role="status" aria-live="polite" aria-atomic="true">
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
