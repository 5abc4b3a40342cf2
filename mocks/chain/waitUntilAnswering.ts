// A JSON-RPC program started as a child process (anvil, Alto) is ready once it answers on its
// url. Plain Node and fetch: mocks/chain/aa/ is published in the package, and this with it.
import type { ChildProcess } from 'node:child_process'

export interface AnsweringChild {
  /** The program, as the errors name it. */
  name: string
  child: ChildProcess
  url: string
  /** A method it answers as soon as it listens. */
  method: string
  timeoutMs: number
  /** What it has written so far, for the error where it never answers. */
  output: () => string
}

/**
 * Polls `method` on `url` until the child answers. A child that exits first, or is silent past
 * `timeoutMs`, is killed, and the error carries what it wrote.
 */
export async function waitUntilAnswering({ name, child, url, method, timeoutMs, output }: AnsweringChild) {
  try {
    await poll()
  } catch (error) {
    child.kill('SIGKILL')
    const written = output()
    throw new Error(`${(error as Error).message}${written ? `\n${written}` : ''}`, { cause: error })
  }

  async function poll(): Promise<void> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`)
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
        })
        if (response.ok) return
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) throw new Error(`${name} did not answer on ${url} within ${timeoutMs} ms`)
      await new Promise((r) => setTimeout(r, 100))
    }
  }
}
