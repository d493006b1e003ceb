import type { ReactNode, Ref } from 'react';
import { Icon, type IconName } from './icon.tsx';
import './page-heading.css';

interface PageHeadingProps {
  icon: IconName;
  /** The page's h1, whose id names the page's region. */
  id: string;
  children: ReactNode;
  /** A line under the title: a count, or what the page is for. */
  note?: ReactNode;
  /** Given, the title takes focus when the page gives it there (after a removal). */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** A signed-in page's heading: its icon in a badge, its title, and a line under it. */
export function PageHeading({ icon, id, children, note, headingRef }: PageHeadingProps) {
  return (
    <div className="page-heading">
      <span className="page-heading__badge" aria-hidden="true">
        <Icon name={icon} size={22} />
      </span>
      <div>
        <h1
          id={id}
          ref={headingRef}
          tabIndex={headingRef ? -1 : undefined}
          className="page-heading__title"
        >
          {children}
        </h1>
        {note ? <p className="page-heading__note">{note}</p> : null}
      </div>
    </div>
  );
}
