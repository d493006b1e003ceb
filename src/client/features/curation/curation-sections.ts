import { t } from '@lingui/core/macro';
import type { IconName } from '#client/components/ui/icon.tsx';

/** The Curation page's sections, each at /curation/{section} (docs/decisions/0010). */
export const CURATION_SECTIONS = [
  'videos',
  'import',
  'categories',
  'people',
  'moderation',
  'audit',
] as const;
export type CurationSection = (typeof CURATION_SECTIONS)[number];

/** Each section's name, in the active language: getters, read when the name is drawn. */
export const SECTION_LABELS: Readonly<Record<CurationSection, string>> = {
  get videos() {
    return t`Videos`;
  },
  get import() {
    return t`Bulk import`;
  },
  get categories() {
    return t`Categories`;
  },
  get people() {
    return t`People`;
  },
  get moderation() {
    return t`Moderation`;
  },
  get audit() {
    return t`Audit`;
  },
};

export const SECTION_ICONS: Record<CurationSection, IconName> = {
  videos: 'play',
  import: 'upload',
  categories: 'grip',
  people: 'user',
  moderation: 'eye-off',
  audit: 'history',
};

/** The section a path segment names; none (or an unknown one) is null. */
export function sectionFromParam(value: string | undefined): CurationSection | null {
  return CURATION_SECTIONS.find((section) => section === value) ?? null;
}
