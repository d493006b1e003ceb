import { t } from '@lingui/core/macro';
import { LogoMark } from './logo-mark.tsx';
import './startup-loader.css';

/** Full-page loader while the stored sign-in is checked at start (docs/product.md, "Screens"). */
export function StartupLoader() {
  return (
    <div className="startup-loader" role="status" aria-label={t`Loading CraftReel`}>
      <LogoMark size={72} className="startup-loader__mark" />
      <p className="startup-loader__name" aria-hidden="true">
        CraftReel
      </p>
      <span className="startup-loader__thread" aria-hidden="true" />
    </div>
  );
}
