// A change of what we expect from a server must show as a diff of contracts/pacts in
// review: the pacts the consumer tests just wrote must equal the pinned ones.
// `npm run contracts:update` pins new ones after a deliberate change.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { consumerName, generatedDir, pinnedDir, providerNames } from '../consumer/providers'

const files = Object.values(providerNames).map((provider) => `${consumerName}-${provider}.json`)

// Tool versions are not part of the contract: a Pact upgrade must not look like one.
const contractOf = (path: string) => {
  const pact = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>
  delete pact.metadata
  return pact
}

describe('the pinned contracts', () => {
  it('are exactly the pact files the consumer tests write', () => {
    expect(
      readdirSync(generatedDir)
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual([...files].sort())
    expect(
      existsSync(pinnedDir)
        ? readdirSync(pinnedDir)
            .filter((f) => f.endsWith('.json'))
            .sort()
        : [],
    ).toEqual([...files].sort())
  })

  it.each(files)('%s matches what the consumer tests expect now', (file) => {
    expect(
      contractOf(join(generatedDir, file)),
      `${file} changed: review the diff and run \`npm run contracts:update\` to pin it`,
    ).toEqual(contractOf(join(pinnedDir, file)))
  })
})
