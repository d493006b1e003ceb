import { plural, t } from '@lingui/core/macro';
import { Link } from 'wouter';
import { MediaImage } from '#client/components/media/media-image.tsx';
import { Icon } from '#client/components/ui/icon.tsx';
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
 * The left list, as cards: each playlist's artwork (its first video's thumbnail, by the
 * playlist's order; an empty one's is drawn) with its "+count" of videos on it, its title (a
 * link, whose hit area is the whole card) and a delete button.
 */
export function PlaylistList({ playlists, selectedId, busy, onDelete }: PlaylistListProps) {
  return (
    <ul className="playlist-list">
      {playlists.map((playlist) => {
        const selected = playlist._id === selectedId;
        const count = playlist.videoCount;
        const title = playlist.title;
        return (
          <li
            key={playlist._id}
            className={
              selected ? 'playlist-list__item playlist-list__item--selected' : 'playlist-list__item'
            }
          >
            <div className="playlist-list__media">
              <MediaImage
                className="playlist-list__thumb"
                src={playlist.firstVideo ? thumbnailPathOf(playlist.firstVideo._id) : ''}
                alt=""
                title={playlist.title}
                categoryName={playlist.firstVideo?.categoryName}
              />
              <span className="playlist-list__count">
                <Icon name="playlist" size={14} />
                <span aria-hidden="true">+{count}</span>
                <span className="visually-hidden">
                  {plural(count, { one: '# video', other: '# videos' })}
                </span>
              </span>
            </div>
            <div className="playlist-list__body">
              <Link
                className="playlist-list__link"
                to={`/playlist/${playlist._id}`}
                aria-current={selected ? 'page' : undefined}
              >
                {playlist.title}
              </Link>
              <IconButton
                icon="trash"
                size="sm"
                className="playlist-list__delete"
                label={t`Delete playlist ${title}`}
                aria-disabled={busy || undefined}
                onClick={() => {
                  if (!busy) onDelete(playlist);
                }}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
