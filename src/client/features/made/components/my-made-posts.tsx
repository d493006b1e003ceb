import { t } from '@lingui/core/macro';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { ModalDialog } from '#client/components/ui/modal-dialog.tsx';
import { errorText } from '#client/lib/error-text.ts';
import { toast } from '#client/stores/toast-store.ts';
import type { MadePostWithVideo } from '#shared/schemas/made-post.schema.ts';
import { useDeleteMadePost } from '../api/made-mutations.ts';
import { useMyPosts } from '../api/made-queries.ts';
import { visibilityLabel } from '../made-texts.ts';
import { MadePhoto } from './made-photo.tsx';
import { MadePostDialog } from './made-post-dialog.tsx';
import './made.css';

/**
 * My projects' "My posts": the user's own "Made it" posts, newest first, hidden ones marked,
 * each with Edit (the post dialog, filled in) and Delete (after a confirmation).
 */
export function MyMadePosts() {
  const headingId = useId();
  const query = useMyPosts();
  const [editing, setEditing] = useState<MadePostWithVideo | null>(null);
  const [deleting, setDeleting] = useState<MadePostWithVideo | null>(null);
  const posts = query.data?.pages.flatMap((page) => page.posts) ?? [];
  if (query.isPending || (query.isSuccess && posts.length === 0)) return null;
  return (
    <section className="made-mine" aria-labelledby={headingId}>
      <h2 id={headingId}>{t`My posts`}</h2>
      {query.isError ? (
        <p>
          {t`Your posts could not be loaded.`}{' '}
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t`Try again`}
          </Button>
        </p>
      ) : (
        <ul className="made-cards">
          {posts.map((post) => (
            <MyPostCard
              key={post._id}
              post={post}
              onEdit={() => setEditing(post)}
              onDelete={() => setDeleting(post)}
            />
          ))}
        </ul>
      )}
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
      <MadePostDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        videoId={editing?.videoId ?? ''}
        post={editing ?? undefined}
      />
      <DeletePostDialog post={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}

function MyPostCard({
  post,
  onEdit,
  onDelete,
}: {
  post: MadePostWithVideo;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const id = useId();
  const photo = post.photos[0];
  return (
    <li className="made-card">
      <article aria-labelledby={`${id}-title`}>
        {photo && <MadePhoto photo={photo} alt="" className="made-card__photo" sizes="16rem" />}
        <div className="made-card__body">
          <h3 id={`${id}-title`} className="made-card__title">
            <Link to={`/made/${post._id}`}>{post.video.title}</Link>
          </h3>
          <p className="made-facts__badges">
            <span className="made-badge">{visibilityLabel(post.visibility)}</span>
            {post.hidden && (
              <span className="made-badge made-badge--hidden">{t`Hidden by a curator`}</span>
            )}
          </p>
          {post.caption && <p className="made-card__caption">{post.caption}</p>}
          <div className="made-card__actions">
            <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={onEdit}>
              {t`Edit`}
            </Button>
            <Button variant="danger" size="sm" aria-haspopup="dialog" onClick={onDelete}>
              {t`Delete`}
            </Button>
          </div>
        </div>
      </article>
    </li>
  );
}

/** Asks before a post goes for good, with its photos. */
function DeletePostDialog({
  post,
  onClose,
}: {
  post: MadePostWithVideo | null;
  onClose: () => void;
}) {
  const questionId = useId();
  const remove = useDeleteMadePost();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ModalDialog
      open={post !== null}
      onClose={close}
      title={t`Delete this post?`}
      describedBy={questionId}
    >
      <p id={questionId}>
        {t`The post and its photos will be deleted for good. This cannot be undone.`}
      </p>
      {remove.isError && (
        <p className="made-form__error" role="alert">
          {errorText(remove.error) || t`Could not delete the post. Try again.`}
        </p>
      )}
      <div className="made-form__actions">
        <Button variant="secondary" onClick={close}>
          {t`Cancel`}
        </Button>
        <Button
          variant="danger"
          aria-disabled={remove.isPending || undefined}
          onClick={() => {
            if (!post || remove.isPending) return;
            remove.mutate(post._id, {
              onSuccess: () => {
                toast(t`Post deleted`);
                close();
              },
            });
          }}
        >
          {t`Delete`}
        </Button>
      </div>
    </ModalDialog>
  );
}
