// The lazy parts nearly every scene loads (the api with its flows, the modal's body and view
// registry, Account where a connected scene opens, wallet discovery and its checks, the eip155
// requests, the profile's work), fetched once before a file's first story. Cold, each module
// goes through the dev server on its first request; when four story files and the browser tests
// start together on two cores, that alone took four files' first stories past their 30 s in one
// fresh clone (each passed on its own in 7 s). In the test's page they are the same module
// instances the story then imports at once: a story's clock measures what it shows, and this
// wait has its own bound (storyChecks.ts).
//
// The file's own view too, when the file sits in a view's folder (src/views/Swap/…): its chunk
// and what it imports are then loaded before the first story's clock starts.
export const lazyPartsLoaded = (storyFile: string) =>
  Promise.all([
    ownViewLoaded(storyFile),
    import('../src/composition/apiParts'),
    import('../src/views/chrome/ModalBody'),
    import('../src/views/chrome/viewRegistry'),
    import('../src/views/Account/Account'),
    import('../src/connectors/browserWallets'),
    import('../src/connectors/eip6963Checks'),
    import('../src/connectors/eip155Requests'),
    import('../src/connectors/checksum'),
    import('../src/features/profile/profileWork'),
  ]).then(() => undefined)

/**
 * axe's first run in a page. The addon's a11y check, part of each story's test, imports axe-core
 * (some 500 KB) on a file's first story and runs it cold: timed in four story files started
 * together on two cores, that took 18 s of the first story's 29 (Account's Connected and Swap's
 * Choose Tokens went past their 30 s in a fresh clone); warmed here, those stories took 10–13 s.
 * Pre-bundled (main.ts), it is the same module instance the addon imports, and the addon resets
 * and configures it before each of its own runs.
 */
export async function axeWarmedUp() {
  const axe = (await import('axe-core')).default
  axe.reset()
  await axe.run(document.body, { resultTypes: ['violations'] })
  axe.reset()
}

async function ownViewLoaded(storyFile: string) {
  const folder = /\/src\/views\/([^/]+)\/[^/]+\.stories\.tsx$/.exec(storyFile)?.[1]
  if (!folder) return
  const { viewComponents } = await import('../src/views/chrome/viewRegistry')
  if (Object.hasOwn(viewComponents, folder)) await viewComponents[folder as keyof typeof viewComponents].preload()
}
