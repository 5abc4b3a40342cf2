// The committed token artifact is what the committed source compiles to: a change to
// PorticoTestToken.sol without `npm run build:token` fails here.
import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { compileTokenArtifact, tokenArtifactPath } from '../../scripts/tokenCompiler'

describe('the demo token artifact', () => {
  it('matches a fresh compilation of its source (run `npm run build:token` after editing the .sol)', async () => {
    const committed = await readFile(tokenArtifactPath, 'utf8')
    expect(
      committed === (await compileTokenArtifact()),
      'mocks/chain/token/PorticoTestToken.json is stale: run `npm run build:token`',
    ).toBe(true)
  }, 60_000)
})
