// Storybook: every view of the modal in every state, driven by a real Portico store and the
// generated MSW handlers (see preview.tsx). The same stories run as tests in Chromium in the
// `stories` project of vite.config.ts.
import type { StorybookConfig } from '@storybook/react-vite'
import { mockWalletDependencies, porticoDependencies } from '../scripts/prebundledDependencies'

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The MSW worker script, served at /mockServiceWorker.js (startBrowserMocks' default URL).
  staticDirs: [{ from: '../mocks/browser', to: '/' }],
  // Offline machine: no telemetry, no version check.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Pre-bundled up front (scripts/prebundledDependencies.ts says why); axe-core too, the a11y
  // check's, which a file's warm-up runs once before its first story (warmUp.ts).
  viteFinal: (vite) => ({
    ...vite,
    optimizeDeps: {
      ...vite.optimizeDeps,
      include: [...(vite.optimizeDeps?.include ?? []), ...porticoDependencies, ...mockWalletDependencies, 'axe-core'],
    },
  }),
}

export default config
