import { Link } from 'wouter';
import { MediaImage } from '#client/components/media/media-image.tsx';
import { IconButton } from '#client/components/ui/icon-button.tsx';
import type { PlaylistSummary } from '#shared/schemas/playlist.schema.ts';
import { thumbnailPathOf } from '#shared/video-link.ts';
import './playlists-page.css';

interface PlaylistListProps {
  playlists: readonly PlaylistSummary[];
  selectedId: string | undefined;
  busy: boolean;
  onDelete(playlist: PlaylistSummary): void;
}

/**
 * The left list: each playlist's artwork (its newest video's thumbnail; an empty one's is
 * drawn), its title (a link), its "+count" of videos and a delete button.
 */
export function PlaylistList({ playlists, selectedId, busy, onDelete }: PlaylistListProps) {
  return (
    <ul className="playlist-list">
      {playlists.map((playlist) => {
        const selected = playlist._id === selectedId;
        const count = playlist.videoCount;
        return (
          <li
            key={playlist._id}
            className={
              selected ? 'playlist-list__item playlist-list__item--selected' : 'playlist-list__item'
            }
          >
            <MediaImage
              className="playlist-list__thumb"
              src={playlist.firstVideo ? thumbnailPathOf(playlist.firstVideo._id) : ''}
              alt=""
              title={playlist.title}
              categoryName={playlist.firstVideo?.categoryName}
            />
            <Link
              className="playlist-list__link"
              to={`/playlist/${playlist._id}`}
              aria-current={selected ? 'page' : undefined}
            >
              {playlist.title}
            </Link>
            <span className="playlist-list__count">
              <span aria-hidden="true">+{count}</span>
              <span className="visually-hidden">
                {count} {count === 1 ? 'video' : 'videos'}
              </span>
            </span>
            <IconButton
              icon="trash"
              size="sm"
              className="playlist-list__delete"
              label={`Delete playlist ${playlist.title}`}
              aria-disabled={busy || undefined}
              onClick={() => {
                if (!busy) onDelete(playlist);
              }}
            />
          </li>
        );
      })}
    </ul>
  );
}
