import { t } from '@lingui/core/macro';
import { useId } from 'react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { useMakerPosts } from '../api/made-queries.ts';
import { MadePhoto } from './made-photo.tsx';
import './made.css';

/**
 * A public profile's "Made it": the maker's public posts, each linking to its own page. Nothing
 * when they have none, or when no one has the handle (the profile says so).
 */
export function MakerMadePosts({ handle }: { handle: string }) {
  const headingId = useId();
  const query = useMakerPosts(handle);
  const posts = query.data?.pages.flatMap((page) => page.posts) ?? [];
  if (posts.length === 0) return null;
  return (
    <section className="made-maker" aria-labelledby={headingId}>
      <h2 id={headingId}>{t`Made it`}</h2>
      <ul className="made-cards">
        {posts.map((post) => {
          const photo = post.photos[0];
          return (
            <li key={post._id} className="made-card">
              {photo && (
                <MadePhoto photo={photo} alt="" className="made-card__photo" sizes="16rem" />
              )}
              <div className="made-card__body">
                <h3 className="made-card__title">
                  <Link to={`/made/${post._id}`}>{post.video.title}</Link>
                </h3>
                {post.caption && <p className="made-card__caption">{post.caption}</p>}
              </div>
            </li>
          );
        })}
      </ul>
      {query.hasNextPage && (
        <Button
          variant="secondary"
          aria-disabled={query.isFetchingNextPage || undefined}
          onClick={() => {
            if (!query.isFetchingNextPage) void query.fetchNextPage();
          }}
        >
          {t`Show more`}
        </Button>
      )}
    </section>
  );
}
