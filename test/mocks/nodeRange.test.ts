// The mocks in Node run on msw 3, which needs Node 22.12 or later and on Node 20 loads and starts
// without a word but intercepts no fetch: a host's test then fails far from the cause ("fetch
// failed"). createNodeMocks refuses an older Node, saying which to run on and why, and the README
// says the range where it tells hosts to install the mocks.
import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { createNodeMocks, mocksLowestNode } from '../../mocks/node'
import { flowSteps } from '../support/waits'

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')
const mswRange = (JSON.parse(read('node_modules/msw/package.json')) as { engines: { node: string } }).engines.node
const versions = Object.getOwnPropertyDescriptor(process, 'versions')!

/** process.versions as Node `version` would have it. */
function onNode(version: string) {
  Object.defineProperty(process, 'versions', { ...versions, value: { ...process.versions, node: version } })
}

describe("the mocks' Node range", () => {
  afterEach(() => {
    Object.defineProperty(process, 'versions', versions)
  })

  it("is msw's own (its package.json engines)", () => {
    expect(`>=${mocksLowestNode.join('.')}`).toBe(mswRange)
  })

  it('createNodeMocks refuses a Node older than msw 3 runs on, saying which Node to run on and why', () => {
    for (const older of ['20.19.0', '22.11.0', '18.20.8']) {
      onNode(older)
      expect(() => createNodeMocks()).toThrow(
        `portico/mocks: createNodeMocks needs Node >=22.12.0, as msw 3 (which it runs on) does; this is Node ` +
          `${older}, where msw does not intercept fetch and your test's requests would go out to the network ` +
          `("fetch failed"). Run your tests on Node 22.12 or later (Node 24 LTS, say).`,
      )
    }
  })

  // Four mock servers set up one after another: past vitest's 5 s beside the suite's other groups.
  it('createNodeMocks runs from the lowest Node of the range up', flowSteps(4), () => {
    for (const newer of ['22.12.0', '22.22.1', '24.21.0', '26.0.0']) {
      onNode(newer)
      expect(createNodeMocks().server).toBeDefined()
    }
  })

  it('the README says it where it tells hosts to install the mocks', () => {
    const installs = read('README.md')
      .split(/\n\s*\n/)
      .filter((paragraph) => paragraph.includes('npm install -D msw@'))
    expect(installs.length).toBeGreaterThanOrEqual(2)
    for (const paragraph of installs) expect(paragraph.replace(/\s+/g, ' ')).toContain(`Node ${mswRange}`)
  })
})
