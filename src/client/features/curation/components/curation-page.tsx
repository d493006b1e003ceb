import { t } from '@lingui/core/macro';
import { type ComponentType, useId } from 'react';
import { Link } from 'wouter';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import '#client/components/ui/section-nav.css';
import { Icon } from '#client/components/ui/icon.tsx';
import { PageHeading } from '#client/components/ui/page-heading.tsx';
import { useAuthStore } from '#client/stores/auth-store.ts';
import {
  CURATION_SECTIONS,
  type CurationSection,
  SECTION_ICONS,
  SECTION_LABELS,
} from '../curation-sections.ts';
import { AuditSection } from './audit-section.tsx';
import { CategoriesSection } from './categories-section.tsx';
import { ImportSection } from './import-section.tsx';
import { ModerationSection } from './moderation-section.tsx';
import { PeopleSection } from './people-section.tsx';
import { VideosSection } from './videos-section.tsx';
import './curation-page.css';

const SECTIONS: Record<CurationSection, ComponentType> = {
  videos: VideosSection,
  import: ImportSection,
  categories: CategoriesSection,
  people: PeopleSection,
  moderation: ModerationSection,
  audit: AuditSection,
};

/**
 * /curation/{section}: where curators look after the catalogue (docs/decisions/0010). Members who find
 * their way here are told what the page is for; the API refuses them in any case.
 */
export function CurationPage({ section }: { section: CurationSection }) {
  const headingId = useId();
  const isCurator = useAuthStore((state) => state.user?.role === 'curator');
  const Section = SECTIONS[section];

  return (
    <section className="curation-page" aria-labelledby={headingId}>
      <header>
        <PageHeading
          icon="brush"
          id={headingId}
          note={t`Add, edit and retire videos and categories. Every change is recorded in the audit.`}
        >
          {t`Curation`}
        </PageHeading>
      </header>

      {!isCurator ? (
        <EmptyState
          icon="alert"
          message={t`Only curators can do this. Ask a curator to give you the curator role.`}
        />
      ) : (
        <div className="curation-page__body">
          <nav className="curation-page__nav" aria-label={t`Curation sections`}>
            <ul className="section-nav__list">
              {CURATION_SECTIONS.map((name) => (
                <li key={name}>
                  <Link
                    to={`/curation/${name}`}
                    className="section-nav__link"
                    aria-current={name === section ? 'page' : undefined}
                  >
                    <Icon name={SECTION_ICONS[name]} />
                    {SECTION_LABELS[name]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="curation-page__content">
            <Section />
          </div>
        </div>
      )}
    </section>
  );
}
