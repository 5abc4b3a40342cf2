// The WalletConnect SDK keeps each Core it starts on globalThis, by storage prefix, and hands it
// to the next client started with the same prefix (Core's getGlobalCore, which warns "Core is
// already initialized"). The unit files share a process (isolate: false), so a Core left by one
// file could be taken up by a later one, with its socket on a relay that file had stopped: the
// relay's pairing tests once timed out with that warning. Every client in these tests starts a
// Core of its own, as in a page of its own.
process.env.DISABLE_GLOBAL_CORE = 'true'
