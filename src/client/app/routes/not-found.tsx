import { t } from '@lingui/core/macro';
import { Link } from 'wouter';
import { buttonClassName } from '#client/components/ui/button-class-name.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import '#client/components/ui/button.css';
import './not-found.css';

/** Every unknown path (docs/product.md, "Screens"). */
export function NotFoundRoute() {
  usePageTitle(t`Page Not Found`);
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <svg className="not-found__art" viewBox="0 0 160 120" aria-hidden="true" focusable="false">
        {/* A spool whose thread has wandered off. */}
        <rect x="20" y="18" width="54" height="10" rx="4" className="not-found__spool-end" />
        <rect x="20" y="92" width="54" height="10" rx="4" className="not-found__spool-end" />
        <rect x="28" y="28" width="38" height="64" className="not-found__spool" />
        <path
          d="M66 60c20 0 24-26 44-26s18 30 0 34-30 20-10 30 36-4 40-20"
          className="not-found__thread"
        />
      </svg>
      <h1 id="not-found-title">{t`Page Not Found`}</h1>
      <p className="not-found__text">
        {t`This thread leads nowhere. Let’s get you back to the crafts.`}
      </p>
      <Link to="/" className={buttonClassName({ size: 'lg' })}>
        {t`Back To home`}
      </Link>
    </section>
  );
}
