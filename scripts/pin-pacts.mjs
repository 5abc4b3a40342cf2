// Pins the pacts the consumer tests just wrote: contracts/.generated -> contracts/pacts.
// Run through `npm run contracts:update` after a deliberate change of the contract, then
// commit contracts/pacts so the change is reviewed as a diff.
import { copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'

const generated = 'contracts/.generated'
const pinned = 'contracts/pacts'
const files = readdirSync(generated).filter((f) => f.endsWith('.json'))
rmSync(pinned, { recursive: true, force: true })
mkdirSync(pinned, { recursive: true })
for (const file of files) copyFileSync(join(generated, file), join(pinned, file))
console.log(`pinned ${files.length} pact files in ${pinned}: review with \`git diff ${pinned}\``)
