import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { Icon } from '#client/components/ui/icon.tsx';
import './demo-banner.css';

/**
 * Says, on every page of the demo build (RootLayout shows it there only), that this is a demo
 * whose data stays in this browser, and where to start again.
 */
export function DemoBanner() {
  return (
    <div className="demo-banner" role="note" aria-label={t`Demo mode`}>
      <Icon name="alert" size={20} />
      <p className="demo-banner__text">
        <Trans>
          <strong>Demo:</strong> CraftReel runs entirely in your browser. Your data stays in this
          browser only. To start over, use{' '}
          <Link to="/profile/settings" className="demo-banner__link">
            Settings → Reset demo data
          </Link>
          .
        </Trans>
      </p>
    </div>
  );
}
