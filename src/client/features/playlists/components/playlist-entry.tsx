import { t } from '@lingui/core/macro';
import { type DragEvent, type ReactNode, useState } from 'react';
import { Icon } from '#client/components/ui/icon.tsx';
import './playlist-entry.css';

/** Where a dragged video would land beside this entry. */
type Side = 'before' | 'after';

interface PlaylistEntryProps {
  videoId: string;
  /** Whether this entry is the one being dragged. */
  dragging: boolean;
  /** Whether any entry of the playlist is being dragged (only then is this a drop target). */
  dragActive: boolean;
  onDragStart(): void;
  onDragEnd(): void;
  /** A dragged video was dropped before or after this entry. */
  onDrop(side: Side): void;
  children: ReactNode;
}

/**
 * One video of an open playlist, as a place in its order: a grip to drag it by (the browser's
 * own drag and drop, so no library in any bundle) and a drop target for the others, on the side
 * of the pointer. The grip is for pointers only and hidden from assistive technology: the
 * card's menu has the same moves for the keyboard (Move up, Move down, to top, to bottom).
 */
export function PlaylistEntry({
  videoId,
  dragging,
  dragActive,
  onDragStart,
  onDragEnd,
  onDrop,
  children,
}: PlaylistEntryProps) {
  const [side, setSide] = useState<Side | null>(null);
  const sideOf = (event: DragEvent<HTMLElement>): Side => {
    const box = event.currentTarget.getBoundingClientRect();
    const leftHalf = event.clientX < box.left + box.width / 2;
    // Right to left, the grid reads from the right: a card's right half comes before.
    const rightToLeft = getComputedStyle(event.currentTarget).direction === 'rtl';
    return leftHalf !== rightToLeft ? 'before' : 'after';
  };
  let className = 'playlist-entry';
  if (dragging) className += ' playlist-entry--dragging';
  if (side && dragActive && !dragging) className += ` playlist-entry--drop-${side}`;
  return (
    // Only a drop target: what it does is open to the keyboard through the card's menu.
    // biome-ignore lint/a11y/noStaticElementInteractions: drag and drop has a keyboard twin
    <div
      className={className}
      data-video-id={videoId}
      onDragOver={(event) => {
        if (!dragActive || dragging) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        const next = sideOf(event);
        if (next !== side) setSide(next);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setSide(null);
      }}
      onDrop={(event) => {
        if (!dragActive || dragging) return;
        event.preventDefault();
        setSide(null);
        onDrop(sideOf(event));
      }}
    >
      <span
        className="playlist-entry__grip"
        draggable
        aria-hidden="true"
        title={t`Drag to reorder`}
        onDragStart={(event) => {
          event.dataTransfer.effectAllowed = 'move';
          // Firefox starts a drag only with some data.
          event.dataTransfer.setData('application/x-craftreel-video', videoId);
          const entry = event.currentTarget.parentElement;
          if (entry) event.dataTransfer.setDragImage(entry, 24, 24);
          onDragStart();
        }}
        onDragEnd={() => {
          setSide(null);
          onDragEnd();
        }}
      >
        <Icon name="grip" size={18} />
      </span>
      {children}
    </div>
  );
}
