// Global setup of the consumer tests: Pact merges into existing files, so start clean or a
// removed interaction would live on in contracts/.generated.
import { rmSync } from 'node:fs'
import { generatedDir } from './providers'

export default function clearGenerated() {
  rmSync(generatedDir, { recursive: true, force: true })
}
