import { useEffect, useId, useRef, useState } from 'react';
import { Icon } from '../ui/icon.tsx';
import './video-card.css';

export interface CardMenuItem {
  label: string;
  onSelect(): void;
  disabled?: boolean;
}

interface CardMenuProps {
  /** The trigger's accessible name, e.g. "More actions for Paper Flowers". */
  label: string;
  items: CardMenuItem[];
}

/**
 * A "⋮" button that discloses a few plain buttons (a disclosure rather than an ARIA menu, so each
 * action stays an ordinary button). Escape, a click outside or tabbing away closes it.
 */
export function CardMenu({ label, items }: CardMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const popupId = useId();

  useEffect(() => {
    if (!open) return;
    rootRef.current?.querySelector<HTMLButtonElement>('.card-menu__item:not(:disabled)')?.focus();
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => document.removeEventListener('pointerdown', closeOnOutsideClick);
  }, [open]);

  const closeAndRefocus = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  return (
    // The wrapper only listens: Escape and focus leaving close the menu its buttons open.
    // biome-ignore lint/a11y/noStaticElementInteractions: no action of its own, so no role
    <div
      className="card-menu"
      ref={rootRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          closeAndRefocus();
        }
      }}
      onBlur={(event) => {
        // Only tabbing away closes here: some browsers focus nothing on click (relatedTarget is
        // null then), and clicks outside are handled by the pointerdown listener.
        const next = event.relatedTarget;
        if (next && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        className="card-menu__trigger"
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? popupId : undefined}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <Icon name="more" size={20} />
      </button>
      {open && (
        <div className="card-menu__popup" id={popupId}>
          {items.map((item) => (
            <button
              key={item.label}
              type="button"
              className="card-menu__item"
              disabled={item.disabled}
              onClick={() => {
                // Back on the trigger first, so that whatever the action opens (the Save-to
                // modal) hands focus back there, not to a button that is gone.
                closeAndRefocus();
                item.onSelect();
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
