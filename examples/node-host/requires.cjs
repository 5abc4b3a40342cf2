// A CommonJS host (a .cjs script, a server or tool still on `require`): `portico`, `portico/api`,
// `portico/headless`, `portico/viem` and `portico/wagmi` (with wagmi) by `require` (Node's
// require(esm), on Node 20.19+ and 22.12+: their modules have
// no top-level await), `portico/mocks` by `import()`, as the README says. A store is made from
// the required entries and asks the mocks' HTTP server for a balance, as the modal would.
const assert = require('node:assert/strict')
const { createPorticoStore, mainnet } = require('portico')
const { blockchainApi, porticoApi } = require('portico/api')
const headless = require('portico/headless')
const { usePorticoWalletClient } = require('portico/viem')
const { porticoConnector } = require('portico/wagmi')
const { createConfig, http } = require('wagmi')
const { mainnet: wagmiMainnet } = require('wagmi/chains')

async function main() {
  // The headless entry's hooks are the main entry's own.
  assert.equal(headless.useConnectWallets, require('portico').useConnectWallets)
  assert.equal(typeof usePorticoWalletClient, 'function')
  // portico/mocks is import-only (README): `require` fails, `import()` works.
  assert.throws(() => require('portico/mocks'))
  const mocks = await import('portico/mocks')
  const server = await mocks.startHttpMockServer()
  try {
    const store = createPorticoStore(
      { projectId: mocks.fixtures.projectId, networks: [mainnet], baseUrls: server.baseUrls },
      { api: porticoApi },
    )
    const query = store.dispatch(
      blockchainApi.endpoints.balance.initiate({
        params: { address: mocks.fixtures.account },
        query: { currency: 'usd', chainId: mocks.fixtures.chainId },
      }),
    )
    const { data, error } = await query
    // Done with it: let go, and the cache cleared, or RTK Query's timers keep the script alive.
    query.unsubscribe()
    store.dispatch(porticoApi.util.resetApiState())
    assert.equal(error, undefined)
    assert.ok(
      data?.balances.some((balance) => balance.symbol === 'USDC'),
      'the seeded USDC balance',
    )
    // The same store as a wagmi app's connector (portico/wagmi): wagmi sets it up, and it reads
    // Portico's state (disconnected: no accounts, the configured network's chain).
    const wagmi = createConfig({
      chains: [wagmiMainnet],
      connectors: [porticoConnector({ store })],
      transports: { [wagmiMainnet.id]: http() },
    })
    const [connector] = wagmi.connectors
    assert.equal(connector.id, 'portico')
    assert.deepEqual(await connector.getAccounts(), [])
    assert.equal(await connector.getChainId(), 1)
  } finally {
    await server.close()
  }
  console.log(JSON.stringify({ ok: true }))
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
