// After `tsc` and completeSpecifiers, before bundleParts: every stylesheet of the modal marked
// `/* css */` in dist's JavaScript is minified in place (cssTemplates.ts), so a host's bundle
// carries the CSS a browser reads and not the comments and indentation written for us.
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { minifyCssTemplates } from './cssTemplates'
import { filesOf } from './filesOf'

const dist = resolve(process.argv[2] ?? 'dist')
let before = 0
let after = 0
for (const file of filesOf(dist)) {
  if (!file.endsWith('.js')) continue
  const text = readFileSync(file, 'utf8')
  const next = minifyCssTemplates(text, file)
  if (next === text) continue
  writeFileSync(file, next)
  before += text.length
  after += next.length
}
console.log(`portico: minified the stylesheets in ${dist}: ${before - after} bytes fewer`)
