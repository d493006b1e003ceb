import { t } from '@lingui/core/macro';
import { Redirect, useParams } from 'wouter';
import { CurationPage } from '#client/features/curation/components/curation-page.tsx';
import { SECTION_LABELS, sectionFromParam } from '#client/features/curation/curation-sections.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';

/** /curation and /curation/{section} (signed in; the page itself checks the role). */
export function CurationRoute() {
  const section = sectionFromParam(useParams().section);
  // Typed, so that labels turned into message descriptors would be noticed here.
  const sectionLabel: string | null = section ? SECTION_LABELS[section] : null;
  usePageTitle(sectionLabel ? t`Curation: ${sectionLabel}` : t`Curation`);
  if (!section) return <Redirect to="/curation/videos" replace />;
  return <CurationPage section={section} />;
}
