// Global story set-up: the browser mocks and a real Portico store per story (portico.tsx),
// axe on every story as a test (violations fail), themes and a 360 px mobile viewport.
import type { Preview } from '@storybook/react-vite'
import { configure } from 'storybook/test'
import { knownViolations } from './knownViolations'
import './fonts'
import { porticoLoader, withPortico } from './portico'
import { viewportOptions } from './viewports'
import { localeTags, supportedLocales } from '../src/i18n/supportedLocales'
import { sceneStep } from '../test/support/waits'

// Every wait of a play function (findBy…, waitFor) is a scene step (test/support/waits.ts), as
// long as a browser on a busy machine needs (Testing Library's default is 1 s): `npm test` runs
// the stories beside the browser tests on two cores. A story names no wait of its own; what
// never comes still fails it.
configure({ asyncUtilTimeout: sceneStep.timeout })

const preview: Preview = {
  loaders: [porticoLoader],
  decorators: [withPortico],
  parameters: {
    layout: 'fullscreen',
    // axe runs after each story's play function, in the modal's shadow root too; any violation
    // fails, except the reported ones waived in knownViolations.ts. Only the violations are
    // collected (axe's resultTypes): the passes' and the incomplete checks' nodes were a third of
    // axe's time, and nothing reads them in a test run.
    a11y: { test: 'error', config: { rules: knownViolations }, options: { resultTypes: ['violations'] } },
    viewport: { options: viewportOptions },
  },
  globalTypes: {
    theme: {
      description: 'Portico theme mode',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: '', title: 'Story default' },
          { value: 'dark', title: 'Dark' },
          { value: 'light', title: 'Light' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'The language Portico speaks (the config’s locale)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: '', title: 'Story default' },
          ...localeTags.map((tag) => ({ value: tag, title: `${supportedLocales[tag].name} (${tag})` })),
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: '', locale: '' },
}

export default preview
