import { t } from '@lingui/core/macro';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { buttonClassName } from '#client/components/ui/button-class-name.ts';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { PageSkeleton } from '#client/components/ui/page-skeleton.tsx';
import { statusOf } from '#client/lib/api-client.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import type { MadePostWithVideo } from '#shared/schemas/made-post.schema.ts';
import { useMadePost } from '../api/made-queries.ts';
import { MadeFacts } from './made-facts.tsx';
import { MadePhoto } from './made-photo.tsx';
import './made.css';

/**
 * /made/{postId}: a post's own page, its photos, facts, maker and video. A post that is missing,
 * private or hidden (to anyone but its maker) is not found.
 */
export function MadePostPage({ postId }: { postId: string }) {
  const query = useMadePost(postId);
  const notFound = query.isError && statusOf(query.error) === 404;
  usePageTitle(
    query.data
      ? t`${query.data.maker.displayName} made ${query.data.video.title}`
      : notFound
        ? t`Post not found`
        : t`Made it`,
  );
  if (query.isPending) return <PageSkeleton label={t`Loading the post`} />;
  if (query.isError) {
    return (
      <section className="made-page" aria-labelledby="made-page-title">
        <h1 id="made-page-title" className="made-page__title">
          {notFound ? t`Post not found` : t`Made it`}
        </h1>
        {notFound ? (
          <EmptyState icon="alert" message={t`This post does not exist, or it is not public.`}>
            <Link to="/" className={buttonClassName({ size: 'lg' })}>
              {t`Back To home`}
            </Link>
          </EmptyState>
        ) : (
          <EmptyState icon="alert" message={t`This post could not be loaded.`}>
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t`Try again`}
            </Button>
          </EmptyState>
        )}
      </section>
    );
  }
  return <PostView post={query.data} />;
}

function PostView({ post }: { post: MadePostWithVideo }) {
  const alt = post.caption || t`A photo of what ${post.maker.displayName} made`;
  return (
    <article className="made-page" aria-labelledby="made-page-title">
      <h1 id="made-page-title" className="made-page__title">
        {t`${post.maker.displayName} made ${post.video.title}`}
      </h1>
      <ul className="made-page__photos">
        {post.photos.map((photo, index) => (
          <li key={photo._id}>
            <MadePhoto
              photo={photo}
              alt={post.photos.length > 1 ? t`${alt} (photo ${index + 1})` : alt}
              sizes="(min-width: 64rem) 48rem, 100vw"
              loading={index === 0 ? 'eager' : 'lazy'}
            />
          </li>
        ))}
      </ul>
      <MadeFacts post={post} />
      {!post.video.retired && (
        <p>
          <Link
            to={`/video/${post.video.videoLink}`}
          >{t`Watch the video: ${post.video.title}`}</Link>
        </p>
      )}
    </article>
  );
}
