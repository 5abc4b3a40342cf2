// What every view test file needs around its tests: the mocks listening, and after each test
// the rendered tree unmounted and the views' remembered state (search text) cleared.
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { createNodeMocks } from '../../../mocks/node'
import { clearViewState } from '../../../src/views'

export function viewTestMocks() {
  const mocks = createNodeMocks()
  beforeAll(() => mocks.server.listen({ onUnhandledFrame: 'error' }))
  afterEach(() => {
    cleanup()
    clearViewState()
  })
  afterAll(() => mocks.server.close())
  return mocks
}
