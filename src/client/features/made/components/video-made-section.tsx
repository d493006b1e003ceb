import { t } from '@lingui/core/macro';
import { useId, useState } from 'react';
import { useSearchParams } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { useActiveLocale } from '#client/i18n/active-locale.ts';
import { Message } from '#client/lib/messages.ts';
import { isSignedIn, useAuthStore } from '#client/stores/auth-store.ts';
import { toast } from '#client/stores/toast-store.ts';
import type { MadePost } from '#shared/schemas/made-post.schema.ts';
import { useGallery } from '../api/made-queries.ts';
import { makersHeading, summaryLine } from '../made-texts.ts';
import { MadeLightbox } from './made-lightbox.tsx';
import { MadePhoto } from './made-photo.tsx';
import { MadePostDialog } from './made-post-dialog.tsx';
import './made.css';

/** `?made=new` on a video's page opens the "I made it" dialog (a link from a project Made it). */
export const MADE_NEW_PARAM = 'made';

interface VideoMadeSectionProps {
  videoId: string;
  /** The user's project of the video is Made it: the section invites them to show it. */
  projectMade?: boolean;
}

/**
 * The video page's "Made by N makers": the makers' summary, a grid of each public post's first
 * photo (a page at a time), each opening the lightbox; and the "I made it" button, which opens
 * the post dialog for a signed-in user (a visitor is asked to log in).
 */
export function VideoMadeSection({ videoId, projectMade = false }: VideoMadeSectionProps) {
  const headingId = useId();
  const locale = useActiveLocale();
  const signedIn = useAuthStore(isSignedIn);
  const [params, setParams] = useSearchParams();
  const [writing, setWriting] = useState(false);
  const [shown, setShown] = useState<MadePost | null>(null);
  const gallery = useGallery(videoId);
  const dialogOpen = signedIn && (writing || params.get(MADE_NEW_PARAM) === 'new');

  const closeDialog = () => {
    setWriting(false);
    if (params.has(MADE_NEW_PARAM)) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(MADE_NEW_PARAM);
          return next;
        },
        { replace: true },
      );
    }
  };

  const pages = gallery.data?.pages ?? [];
  const summary = pages[0]?.summary ?? null;
  const posts = pages.flatMap((page) => page.posts);
  const makers = summary?.makers ?? 0;

  return (
    <section className="made-section" aria-labelledby={headingId}>
      <div className="made-section__header">
        <div>
          <h2 id={headingId} className={makers > 0 ? 'made-section__title' : 'visually-hidden'}>
            {makers > 0 ? makersHeading(makers) : t`Made it`}
          </h2>
          {summary && makers > 0 && (
            <p className="made-section__summary">{summaryLine(summary, locale)}</p>
          )}
          {projectMade && (
            <p className="made-section__invite">{t`You made this one: show what you made.`}</p>
          )}
        </div>
        <Button
          variant={projectMade ? 'primary' : 'secondary'}
          icon="plus"
          aria-haspopup="dialog"
          onClick={() => {
            if (signedIn) setWriting(true);
            else toast(Message.loginFirst, 'red');
          }}
        >
          {t`I made it`}
        </Button>
      </div>
      {posts.length > 0 && (
        <ul className="made-grid">
          {posts.map((post) => (
            <GalleryItem key={post._id} post={post} onOpen={() => setShown(post)} />
          ))}
        </ul>
      )}
      {gallery.hasNextPage && (
        <Button
          variant="secondary"
          className="made-section__more"
          aria-disabled={gallery.isFetchingNextPage || undefined}
          onClick={() => {
            if (!gallery.isFetchingNextPage) void gallery.fetchNextPage();
          }}
        >
          {t`Show more`}
        </Button>
      )}
      <MadeLightbox post={shown} onClose={() => setShown(null)} />
      <MadePostDialog open={dialogOpen} onClose={closeDialog} videoId={videoId} />
    </section>
  );
}

/** A post in the grid: its first photo, a button that opens the lightbox. */
function GalleryItem({ post, onOpen }: { post: MadePost; onOpen: () => void }) {
  const photo = post.photos[0];
  const label = t`Open what ${post.maker.displayName} made`;
  return (
    <li className="made-grid__item">
      <button type="button" className="made-grid__button" aria-haspopup="dialog" onClick={onOpen}>
        {photo && (
          <MadePhoto
            photo={photo}
            alt={label}
            className="made-grid__photo"
            sizes="(min-width: 64rem) 16rem, (min-width: 40rem) 33vw, 50vw"
          />
        )}
      </button>
    </li>
  );
}
