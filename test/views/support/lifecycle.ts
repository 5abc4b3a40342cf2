// What every view test file needs around its tests: the mocks listening, the api's chunk loaded
// (as on a page where it arrived while idle: the views' lists read it), and after each test the
// rendered tree unmounted and the views' remembered state (search text) cleared.
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { createNodeMocks } from '../../../mocks/node'
import { clearViewState } from '../../../src/views'
import { loadApiParts } from '../../../src/composition/portico'

export function viewTestMocks() {
  const mocks = createNodeMocks()
  beforeAll(async () => {
    mocks.server.listen({ onUnhandledFrame: 'error' })
    await loadApiParts()
  })
  afterEach(() => {
    cleanup()
    clearViewState()
  })
  afterAll(() => mocks.server.close())
  return mocks
}
