import { plural, t } from '@lingui/core/macro';
import { useId } from 'react';
import { Link } from 'wouter';
import { MediaImage } from '#client/components/media/media-image.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { buttonClassName } from '#client/components/ui/button-class-name.ts';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useActiveLocale } from '#client/i18n/active-locale.ts';
import { statusOf } from '#client/lib/api-client.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { formatMonth } from '#shared/format/dates.ts';
import type { PublicPlaylist, PublicProfile } from '#shared/schemas/profile.schema.ts';
import { usePublicProfile } from '../api/get-public-profile.ts';
import '#client/components/ui/button.css';
import './profiles.css';

/**
 * /u/{handle} (docs/product.md, "Public profile"): anyone's public page, signed in or not. The
 * display name, the handle, when they joined and their public playlists; a handle no one holds
 * says so.
 */
export function PublicProfilePage({ handle }: { handle: string }) {
  const query = usePublicProfile(handle);
  const notFound = query.isError && statusOf(query.error) === 404;
  usePageTitle(
    query.data
      ? `${query.data.displayName} (@${query.data.handle})`
      : notFound
        ? t`Profile not found`
        : t`Profile`,
  );
  if (query.isPending) return <ProfileSkeleton />;
  if (query.isError) {
    return notFound ? (
      <NoSuchProfile handle={handle} />
    ) : (
      <section className="public-profile" aria-labelledby="public-profile-title">
        <h1 id="public-profile-title" className="visually-hidden">{t`Profile`}</h1>
        <EmptyState icon="alert" message={t`This profile could not be loaded.`}>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t`Try again`}
          </Button>
        </EmptyState>
      </section>
    );
  }
  return <ProfileView profile={query.data} />;
}

function ProfileView({ profile }: { profile: PublicProfile }) {
  const locale = useActiveLocale();
  const playlistsId = useId();
  const joined = formatMonth(profile.joinedAt, locale);
  const initial = profile.displayName.charAt(0).toUpperCase() || profile.handle.charAt(0);
  return (
    <section className="public-profile" aria-labelledby="public-profile-title">
      <header className="public-profile__header">
        <span className="public-profile__avatar" aria-hidden="true">
          {initial}
        </span>
        <div>
          <h1 id="public-profile-title" className="public-profile__name">
            {profile.displayName}
          </h1>
          <p className="public-profile__handle">
            <bdi dir="ltr">@{profile.handle}</bdi>
          </p>
          {joined ? <p className="public-profile__joined">{t`Joined ${joined}`}</p> : null}
        </div>
      </header>
      <section className="public-profile__playlists" aria-labelledby={playlistsId}>
        <h2 id={playlistsId}>{t`Public playlists`}</h2>
        {profile.playlists.length === 0 ? (
          <EmptyState icon="playlist" message={t`No public playlists yet`} />
        ) : (
          <ul className="public-profile__grid">
            {profile.playlists.map((playlist) => (
              <PlaylistCard key={playlist._id} playlist={playlist} />
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}

/** A public playlist: its first video's thumbnail, its title (a link over the card) and size. */
function PlaylistCard({ playlist }: { playlist: PublicPlaylist }) {
  const count = playlist.videoCount;
  return (
    <li className="public-profile__card">
      <MediaImage
        className="public-profile__thumb"
        src={playlist.thumbnail ?? ''}
        alt=""
        title={playlist.title}
      />
      <Link className="public-profile__card-link" to={`/playlist/${playlist._id}`}>
        {playlist.title}
      </Link>
      <p className="public-profile__card-count">
        {plural(count, { one: '# video', other: '# videos' })}
      </p>
    </li>
  );
}

function NoSuchProfile({ handle }: { handle: string }) {
  return (
    <section className="public-profile" aria-labelledby="public-profile-title">
      <h1 id="public-profile-title" className="public-profile__name">
        {t`Profile not found`}
      </h1>
      <EmptyState icon="user" message={t`No one has the handle @${handle}.`}>
        <Link to="/" className={buttonClassName({ size: 'lg' })}>
          {t`Back To home`}
        </Link>
      </EmptyState>
    </section>
  );
}

function ProfileSkeleton() {
  return (
    <section className="public-profile" aria-busy="true" aria-label={t`Loading the profile`}>
      <div className="public-profile__header">
        <Skeleton shape="circle" width="4.5rem" height="4.5rem" />
        <div className="public-profile__skeleton-lines">
          <Skeleton width="14rem" height="1.75rem" />
          <Skeleton width="8rem" />
        </div>
      </div>
    </section>
  );
}
