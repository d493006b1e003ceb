import { t } from '@lingui/core/macro';
import { Link } from 'wouter';
import { buttonClassName } from '#client/components/ui/button-class-name.ts';
import { Icon } from '#client/components/ui/icon.tsx';
import { errorText } from '#client/lib/error-text.ts';
import '#client/components/ui/button.css';
import './route-error.css';

function describeError(error: unknown): string {
  return errorText(error) || t`Something went wrong while showing this page.`;
}

interface RouteErrorProps {
  /** What was thrown while the page rendered. */
  error: unknown;
  /** When the top bar is still around it. */
  withinLayout?: boolean;
}

/**
 * The router's error screen (route-error-boundary.tsx). Its heading keeps React Router's
 * default words (docs/product.md, "Screens"); the rest offers a way on.
 */
export function RouteError({ error, withinLayout = false }: RouteErrorProps) {
  return (
    <div className={withinLayout ? 'route-error' : 'route-error route-error--full-page'}>
      <div className="route-error__card" role="alert">
        <Icon name="alert" size={40} className="route-error__icon" />
        <h1 className="route-error__title">{t`Unexpected Application Error!`}</h1>
        <p className="route-error__detail">{describeError(error)}</p>
        <div className="route-error__actions">
          <button
            type="button"
            className={buttonClassName()}
            onClick={() => window.location.reload()}
          >
            {t`Reload page`}
          </button>
          {withinLayout ? (
            <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
              {t`Back To home`}
            </Link>
          ) : (
            // Outside the layout the router may be what broke: a plain link starts afresh.
            <a href="/" className={buttonClassName({ variant: 'secondary' })}>
              {t`Back To home`}
            </a>
          )}
        </div>
      </div>
    </div>
  );
}
