// A `.po` catalogue imported by the app is compiled into this module by Lingui's Vite plugin
// (scripts/vite-lingui.ts, docs/decisions/0014-interface-languages.md).
declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
