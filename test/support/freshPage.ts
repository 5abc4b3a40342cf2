// Each test file starts on a fresh page: the jsdom files that share a worker (the unit project's
// `isolate: false`) share one window, so what one file left there was the next file's page: a
// modal host still in the body (a file that never unmounted its tree) read as the next file's own
// modal, and what its Portico kept in the tab (the kept page, a same-tab login's way back) or for
// the site was taken up as the next file's.
import { beforeAll } from 'vitest'

beforeAll(() => {
  globalThis.document?.body?.replaceChildren()
  globalThis.sessionStorage?.clear()
  globalThis.localStorage?.clear()
})
