import { Redirect, useParams } from 'wouter';
import { CurationPage } from '#client/features/curation/components/curation-page.tsx';
import { SECTION_LABELS, sectionFromParam } from '#client/features/curation/curation-sections.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';

/** /curation and /curation/{section} (signed in; the page itself checks the role). */
export function CurationRoute() {
  const section = sectionFromParam(useParams().section);
  usePageTitle(section ? `Curation: ${SECTION_LABELS[section]}` : 'Curation');
  if (!section) return <Redirect to="/curation/videos" replace />;
  return <CurationPage section={section} />;
}
