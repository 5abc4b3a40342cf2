// The mocks in Node tests: MSW intercepts fetch in the test process.
import { setupServer } from 'msw/node'
import { createMockSetup, type MockSetup, type MockSetupOptions } from './setup'

/**
 * The lowest Node msw 3 runs on (its package.json `engines`, `>=22.12.0`: test/mocks/nodeRange.test.ts
 * keeps the two equal). Below it msw loads and starts without a word but does not intercept fetch
 * (Node 20): a test's requests would go out to the network and fail as "fetch failed".
 */
export const mocksLowestNode = [22, 12, 0] as const

export function createNodeMocks(
  options: MockSetupOptions = {},
): MockSetup & { server: ReturnType<typeof setupServer> } {
  refuseOlderNode(process.versions.node)
  const setup = createMockSetup(options)
  return { ...setup, server: setupServer(...setup.handlers) }
}

function refuseOlderNode(version: string) {
  const [major = 0, minor = 0, patch = 0] = version.split('.').map(Number)
  const [lowestMajor, lowestMinor, lowestPatch] = mocksLowestNode
  const older =
    major !== lowestMajor ? major < lowestMajor : minor !== lowestMinor ? minor < lowestMinor : patch < lowestPatch
  if (older)
    throw new Error(
      `portico/mocks: createNodeMocks needs Node >=${mocksLowestNode.join('.')}, as msw 3 (which it runs on) does; ` +
        `this is Node ${version}, where msw does not intercept fetch and your test's requests would go out to the ` +
        `network ("fetch failed"). Run your tests on Node ${lowestMajor}.${lowestMinor} or later (Node 24 LTS, say).`,
    )
}
