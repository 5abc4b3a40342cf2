// `npm run build:contracts`: compiles the demo's contracts (scripts/contractCompiler.ts) and
// writes their committed artifacts. Run it after any change to a .sol file.
import { writeFile } from 'node:fs/promises'
import { relative } from 'node:path'
import { compileArtifact, contracts } from './contractCompiler'

const started = performance.now()
for (const contract of contracts) {
  await writeFile(contract.artifactPath, await compileArtifact(contract))
  console.log(`wrote ${relative(process.cwd(), contract.artifactPath)}`)
}
console.log(`in ${((performance.now() - started) / 1000).toFixed(1)} s`)
