import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** Every file below `dir`, at any depth, by its path. */
export function filesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesOf(path) : [path]
  })
}
