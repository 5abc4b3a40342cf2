// The mocks in the browser (stories, demo): a service worker answers the page's requests.
// The worker script is mocks/browser/mockServiceWorker.js, served at the site root.
import { setupWorker } from 'msw/browser'
import { createMockSetup, type MockSetup, type MockSetupOptions } from '../setup'

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
