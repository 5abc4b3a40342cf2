// The lazy parts nearly every scene loads (the api with its flows, the modal's body and view
// registry, Account where a connected scene opens, wallet discovery and its checks, the eip155
// requests, the profile's work), fetched once before a file's first story. Cold, each module
// goes through the dev server on its first request; when four story files and the browser tests
// start together on two cores, that alone took four files' first stories past their 30 s in one
// fresh clone (each passed on its own in 7 s). In the test's page they are the same module
// instances the story then imports at once: a story's clock measures what it shows, and this
// wait has its own bound (storyChecks.ts).
export const lazyPartsLoaded = () =>
  Promise.all([
    import('../src/store/apiParts'),
    import('../src/views/chrome/ModalBody'),
    import('../src/views/chrome/viewRegistry'),
    import('../src/views/Account/Account'),
    import('../src/connectors/browserWallets'),
    import('../src/connectors/eip6963Checks'),
    import('../src/connectors/eip155Requests'),
    import('../src/connectors/checksum'),
    import('../src/features/profile/profileWork'),
  ]).then(() => undefined)

/** The bound of the warm-up: a cold dev server beside the browser tests' builds, on two cores. */
export const warmUpTimeoutMs = 120_000
