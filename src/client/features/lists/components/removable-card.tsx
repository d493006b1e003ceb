import { CardMenu, type CardMenuItem } from '#client/components/video-card/card-menu.tsx';
import { VideoCard } from '#client/components/video-card/video-card.tsx';
import type { Video } from '#shared/schemas/video.schema.ts';

interface RemovableCardProps {
  video: Video;
  /** The menu's first item, e.g. "Remove from liked". */
  removeLabel: string;
  /** The list is busy: its remove items ignore clicks. */
  busy: boolean;
  onRemove(video: Video): void;
  onOpen(video: Video): void;
  /** The save actions after it (Like, Save to watch later, Save to playlist). */
  moreActions: CardMenuItem[];
  headingLevel?: 2 | 3;
}

/** A list page's card: its menu removes it from the list, then offers the save actions. */
export function RemovableCard({
  video,
  removeLabel,
  busy,
  onRemove,
  onOpen,
  moreActions,
  headingLevel,
}: RemovableCardProps) {
  return (
    <VideoCard
      video={video}
      onOpen={onOpen}
      {...(headingLevel ? { headingLevel } : {})}
      actions={
        <CardMenu
          label={`More actions for ${video.title}`}
          items={[
            { label: removeLabel, disabled: busy, onSelect: () => onRemove(video) },
            ...moreActions,
          ]}
        />
      }
    />
  );
}
