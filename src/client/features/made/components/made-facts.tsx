import { t } from '@lingui/core/macro';
import { Link } from 'wouter';
import { useActiveLocale } from '#client/i18n/active-locale.ts';
import { formatDate } from '#shared/format/dates.ts';
import { formatMinutes } from '#shared/format/duration.ts';
import type { MadePost } from '#shared/schemas/made-post.schema.ts';
import { feltLabel, visibilityLabel } from '../made-texts.ts';
import './made.css';

/** A maker's name, a link to their public page when they have one. */
export function MakerName({ maker }: { maker: MadePost['maker'] }) {
  if (!maker.handle) return <span>{maker.displayName}</span>;
  return <Link to={`/u/${encodeURIComponent(maker.handle)}`}>{maker.displayName}</Link>;
}

/**
 * What a post tells besides its photos: its maker and date, caption, the time it took, how it
 * felt and the substitutions; and to its maker, who may see it and whether a curator hid it.
 */
export function MadeFacts({ post }: { post: MadePost }) {
  const locale = useActiveLocale();
  const date = formatDate(new Date(post.createdAt), locale);
  return (
    <div className="made-facts">
      <p className="made-facts__by">
        {t`By`} <MakerName maker={post.maker} /> · <time dateTime={post.createdAt}>{date}</time>
      </p>
      {post.mine && (
        <p className="made-facts__badges">
          <span className="made-badge">{visibilityLabel(post.visibility)}</span>
          {post.hidden && (
            <span className="made-badge made-badge--hidden">{t`Hidden by a curator`}</span>
          )}
        </p>
      )}
      {post.caption && <p className="made-facts__caption">{post.caption}</p>}
      <dl className="made-facts__list">
        <div>
          <dt>{t`Time it took`}</dt>
          <dd>{formatMinutes(post.minutes, locale)}</dd>
        </div>
        <div>
          <dt>{t`How it felt`}</dt>
          <dd>{feltLabel(post.felt)}</dd>
        </div>
        {post.substitutions && (
          <div>
            <dt>{t`Substitutions`}</dt>
            <dd>{post.substitutions}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}
