import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon.tsx';
import './empty-state.css';

interface EmptyStateProps {
  /** The message, shown large; the empty-state texts of docs/product.md go here verbatim. */
  message: string;
  icon?: IconName;
  /** What to do next: a link or a button. */
  children?: ReactNode;
}

/** The dashed card a page shows when it has nothing to list, or could not load. */
export function EmptyState({ message, icon, children }: EmptyStateProps) {
  return (
    <div className="empty-state">
      {icon && (
        <span className="empty-state__art" aria-hidden="true">
          <Icon name={icon} size={40} />
        </span>
      )}
      <p className="empty-state__message">{message}</p>
      {children}
    </div>
  );
}
