// The Verify API, answered locally. Before the SDK emits a proposal or a request to the wallet
// it resolves an attestation of the dapp's origin (core.verify.resolve): a fetch to
// verify.walletconnect.org under a 5 s abort timer. Offline that costs whatever the failure
// costs. Measured in Node with 2.25.0 through the local relay: where DNS fails at once (this
// machine) pair to approved session 22-39 ms with the SDK's fetch, 14-18 ms without; where the
// lookup hangs instead (simulated) 5,026 ms to approve and 5,012 ms per request, against 41
// and 9 ms without.
//
// What 2.25 offers, checked in its source:
// - no option on Core, SignClient or WalletKit turns Verify off;
// - `metadata.verifyUrl` cannot point it at a closed local port: that URL comes from the *dapp's*
//   metadata, and getVerifyUrl() swaps any URL outside its trusted list
//   (verify.walletconnect.org/.com) for the default;
// - the SDK skips Verify when it believes it runs under vitest (isTestRun(): process.env.IS_VITEST),
//   an undocumented global that does not exist in the browser.
// So each wallet's own Core gets a resolve() that says "no attestation" at once: the outcome of
// an unreachable Verify API (validation 'UNKNOWN'), without the wait, through the public `verify`
// member of the Core (ICore.verify: IVerify), on this instance only, with no global fetch stub.
// Do not answer with a made-up attestation: the SDK would then wait on a public-key fetch.
import type { ICore } from '@walletconnect/types'

export function resolveVerifyLocally(core: Pick<ICore, 'verify'>): void {
  // The SDK's own resolve() returns undefined when it has nothing (its getVerifyContext checks
  // for that), though the interface promises an object.
  core.verify.resolve = async () => undefined as unknown as Awaited<ReturnType<ICore['verify']['resolve']>>
}
