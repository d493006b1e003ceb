import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { CardMenu, type CardMenuItem } from '#client/components/video-card/card-menu.tsx';
import { RetiredVideoCard } from '#client/components/video-card/retired-video-card.tsx';
import { VideoCard } from '#client/components/video-card/video-card.tsx';
import type { Video } from '#shared/schemas/video.schema.ts';

interface RemovableCardProps {
  video: Video;
  /** The list's name, for a retired card's Remove button: "Remove {title} from {listName}". */
  listName: string;
  /** The menu's first item, e.g. "Remove from liked". */
  removeLabel: string;
  /** The list is busy: its remove items ignore clicks. */
  busy: boolean;
  onRemove(video: Video): void;
  onOpen(video: Video): void;
  /** The save actions after it: those of Like, Save to watch later, Save to playlist that fit. */
  moreActions: CardMenuItem[];
  headingLevel?: 2 | 3;
  /** A line under the card's facts (VideoCard's `note`), e.g. when it was watched. */
  note?: ReactNode;
}

/**
 * A list page's card: its menu removes it from the list, then offers the save actions. A video a
 * curator has retired gets the retired card instead: marked, removable with its own button,
 * nothing to save, so no menu.
 */
export function RemovableCard({
  video,
  listName,
  removeLabel,
  busy,
  onRemove,
  onOpen,
  moreActions,
  headingLevel,
  note,
}: RemovableCardProps) {
  const { title } = video;
  if (video.retired) {
    return (
      <RetiredVideoCard
        video={video}
        listName={listName}
        busy={busy}
        onRemove={onRemove}
        {...(headingLevel ? { headingLevel } : {})}
      />
    );
  }
  return (
    <VideoCard
      video={video}
      onOpen={onOpen}
      note={note}
      {...(headingLevel ? { headingLevel } : {})}
      actions={
        <CardMenu
          label={t`More actions for ${title}`}
          items={[
            { label: removeLabel, disabled: busy, onSelect: () => onRemove(video) },
            ...moreActions,
          ]}
        />
      }
    />
  );
}
