import { t } from '@lingui/core/macro';
import { Link } from 'wouter';
import { buttonClassName } from '#client/components/ui/button-class-name.ts';

/** `?made=new` on a video's page opens its "I made it" dialog (video-made-section.tsx). */
export function madeNewPath(videoLink: string): string {
  return `/video/${videoLink}?made=new`;
}

/** "Show what you made": from a project Made it to the video's post dialog. */
export function ShowWhatYouMadeLink({ videoLink }: { videoLink: string }) {
  return (
    <Link
      className={buttonClassName({ variant: 'secondary', size: 'sm' })}
      to={madeNewPath(videoLink)}
    >
      {t`Show what you made`}
    </Link>
  );
}
