// Storybook: every view of the modal in every state, driven by a real Portico store and the
// generated MSW handlers (see preview.tsx). The same stories run as tests in Chromium in the
// `stories` project of vite.config.ts.
import type { StorybookConfig } from '@storybook/react-vite'

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The MSW worker script, served at /mockServiceWorker.js (startBrowserMocks' default URL).
  staticDirs: [{ from: '../mocks/browser', to: '/' }],
  // Offline machine: no telemetry, no version check.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Pre-bundled up front: a dependency first met in a lazily loaded chunk (the api's zod, the
  // mocks' msw) would make Vite re-optimize mid-run and reload the browser under the tests.
  viteFinal: (vite) => ({
    ...vite,
    optimizeDeps: {
      ...vite.optimizeDeps,
      include: [
        ...(vite.optimizeDeps?.include ?? []),
        'zod',
        'zod/mini',
        'viem',
        'msw',
        'msw/browser',
        '@mswjs/data',
        '@reduxjs/toolkit',
        '@reduxjs/toolkit/query',
        '@reduxjs/toolkit/query/react',
        'react-redux',
      ],
    },
  }),
}

export default config
