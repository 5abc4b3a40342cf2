// The committed contract artifacts are what the committed sources compile to: a change to a .sol
// file without `npm run build:contracts` fails here.
import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { compileArtifact, contracts } from '../../scripts/contractCompiler'
import { flowSteps } from '../support/waits'

describe('the demo contracts’ artifacts', () => {
  it.each(contracts.map((c) => [c.contractName, c] as const))(
    '%s matches a fresh compilation of its source (run `npm run build:contracts` after editing the .sol)',
    async (_name, contract) => {
      const committed = await readFile(contract.artifactPath, 'utf8').catch(() => '')
      expect(
        committed === (await compileArtifact(contract)),
        `${contract.artifactPath} is stale: run \`npm run build:contracts\``,
      ).toBe(true)
    },
    flowSteps(12).timeout,
  )
})
