import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { packageVersion } from '../src/version'

describe('the SDK version sent as `sv`', () => {
  it("is the package's own version", () => {
    expect(packageVersion).toBe(JSON.parse(readFileSync('package.json', 'utf8')).version)
  })
})
