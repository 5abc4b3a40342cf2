// The wallet side asks the Verify API for an attestation of each proposal and request and waits
// for it (an abort timer of 5 s). Offline, that fetch fails at once where DNS fails fast (2 ms
// here) but can hang the full 5 s where it does not. The 2.25 SDK has no documented switch to
// turn Verify off (it skips it only when process.env.IS_VITEST is "true", which vitest 5 does not
// set), so the fetch is stubbed for the Verify hosts only: 404, which the SDK takes as "no
// attestation" (validation UNKNOWN). Never serve a fake attestation: the wallet then waits on a
// public-key fetch. Other hosts go to the real fetch.
import { vi } from 'vitest'

const verifyHosts = new Set(['verify.walletconnect.org', 'verify.walletconnect.com'])
const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]'])

export interface VerifyApiStub {
  /** The fetches the stub answered (the Verify hosts'). */
  calls: () => number
  /**
   * The other fetches that went past this machine, by URL: each one waits on the network (or on
   * its failure) where a Verify call answered here does not.
   */
  leftTheMachine: () => string[]
  restore: () => void
}

export function stubVerifyApi(): VerifyApiStub {
  const realFetch = globalThis.fetch
  let calls = 0
  const outside: string[] = []
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (!verifyHosts.has(url.hostname)) {
      if (!loopbackHosts.has(url.hostname)) outside.push(url.href)
      return realFetch(input, init)
    }
    calls++
    return new Response(null, { status: 404 })
  })
  return { calls: () => calls, leftTheMachine: () => [...outside], restore: () => spy.mockRestore() }
}
