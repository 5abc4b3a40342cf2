// portico/mocks/browser: the mocks in a page (stories, the demo, a host's dev page). A service
// worker answers the page's requests (startBrowserMocks; the worker script is
// mocks/browser/mockServiceWorker.js, served at the site root), beside the mocks' portable parts
// (the demo wallets, the fixtures, the db, the handlers). Nothing here reaches Node's built-ins:
// portico/mocks is Node's (msw/node), and a page that imports it breaks.
import { setupWorker } from 'msw/browser'
import { createMockSetup, type MockSetup, type MockSetupOptions } from '../setup'

export * from '../portable'

export async function startBrowserMocks(options: MockSetupOptions & { workerUrl?: string } = {}) {
  const setup: MockSetup = createMockSetup(options)
  const worker = setupWorker(...setup.handlers)
  await worker.start({
    serviceWorker: { url: options.workerUrl ?? '/mockServiceWorker.js' },
    onUnhandledFrame: 'bypass',
    quiet: true,
  })
  return { ...setup, worker }
}
