import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';

/**
 * React with Lingui's macros, and the Lingui plugin that compiles an imported `.po` catalogue
 * into a module (docs/decisions/0014-interface-languages.md): every build of the app uses these
 * (vite.config.ts, vite.demo.config.ts, scripts/prerender-shell.ts, vitest.config.ts). A
 * catalogue that lacks a message, or holds a translation that is not valid ICU, fails the build.
 */
export function reactWithLingui(): PluginOption[] {
  return [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui({ failOnMissing: true, failOnCompileError: true }),
  ];
}
