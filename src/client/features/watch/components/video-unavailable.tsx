import { t } from '@lingui/core/macro';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { buttonClassName } from '#client/components/ui/button-class-name.ts';
import { Icon } from '#client/components/ui/icon.tsx';
import './video-details.css';

interface VideoUnavailableProps {
  /** True when the server does not know the video (404); otherwise loading failed. */
  notFound: boolean;
  onRetry?: () => void;
}

/** What the video page shows when its video cannot be shown. */
export function VideoUnavailable({ notFound, onRetry }: VideoUnavailableProps) {
  return (
    <div className="video-unavailable">
      <Icon name={notFound ? 'search' : 'alert'} size={40} />
      <h1 className="video-unavailable__title">
        {notFound ? t`Video not found` : t`We couldn’t load this video`}
      </h1>
      <p>
        {notFound
          ? t`This video doesn’t exist or is no longer available.`
          : t`Check your connection and try again.`}
      </p>
      <div className="video-unavailable__actions">
        {!notFound && onRetry && (
          <Button variant="secondary" onClick={onRetry}>
            {t`Try again`}
          </Button>
        )}
        <Link className={buttonClassName({ variant: 'primary' })} to="/">
          {t`Back to home`}
        </Link>
      </div>
    </div>
  );
}
