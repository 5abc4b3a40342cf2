// The mocks in Node tests: MSW intercepts fetch in the test process.
import { setupServer } from 'msw/node'
import { createMockSetup, type MockSetup, type MockSetupOptions } from './setup'

export function createNodeMocks(
  options: MockSetupOptions = {},
): MockSetup & { server: ReturnType<typeof setupServer> } {
  const setup = createMockSetup(options)
  return { ...setup, server: setupServer(...setup.handlers) }
}
