// Every entry a host imports in Node, from the installed package: the modal's API (no React
// rendering here), the api layer, and the mocks with their HTTP server.
import * as portico from 'portico'
import * as api from 'portico/api'
import * as mocks from 'portico/mocks'

const expected = {
  portico: ['PorticoProvider', 'ConnectButton', 'createPorticoStore', 'mainnet'],
  api: ['blockchainApi', 'contract'],
  mocks: ['createNodeMocks', 'startHttpMockServer', 'startSponsoredChain'],
}
const entries = { portico, api, mocks }
for (const [entry, names] of Object.entries(expected)) {
  const missing = names.filter((name) => !(name in entries[entry]))
  if (missing.length > 0) throw new Error(`${entry} lacks ${missing.join(', ')}`)
}

// The mocks answer for real: a server on a free port, asked like a host's test would.
const server = await mocks.startHttpMockServer()
try {
  // Identified as Portico identifies itself: project id, SDK type and version.
  const response = await fetch(
    `${server.baseUrls.blockchain}/v1/supported-chains?projectId=example&st=appkit&sv=react-portico-0.1.0`,
  )
  const chains = await response.json()
  if (!chains.http.includes('eip155:1')) throw new Error('the mock server does not serve eip155:1')
} finally {
  await server.close()
}
console.log(
  JSON.stringify({
    ok: true,
    exports: Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, Object.keys(v).length])),
  }),
)
