// `npm run build:token`: compiles the demo token and writes its committed artifact
// (mocks/chain/token/PorticoTestToken.json). Run it after any change to the .sol file.
import { writeFile } from 'node:fs/promises'
import { relative } from 'node:path'
import { compileTokenArtifact, tokenArtifactPath } from './tokenCompiler'

const started = performance.now()
await writeFile(tokenArtifactPath, await compileTokenArtifact())
console.log(
  `wrote ${relative(process.cwd(), tokenArtifactPath)} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
)
