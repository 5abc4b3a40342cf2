// One sample argument per call of the contract table, naming the seed's fixtures: what the
// contract cases send, what the resolver sweep asks, what the fault sweep drives. Typed by
// the generated endpoints, so a sample that the client would refuse does not compile.
import type { analyticsApi, blockchainApi, directoryApi } from '../src/api/porticoApi'
import { fixtures } from '../mocks/db/fixtures'
import { analyticsEventOf } from '../src/features/analytics/eventCatalogue'
import { connectSucceeded } from '../src/features/connection/actions'
import { opened } from '../src/features/modal/modalSlice'
import { errorReportOf } from '../src/features/analytics/errorReport'
import { httpError } from '../src/api/errors'

type Endpoints = Record<string, { initiate: (arg: never, ...rest: never[]) => unknown }>
type ArgsOf<Api extends { endpoints: Endpoints }> = {
  [K in keyof Api['endpoints']]: Parameters<Api['endpoints'][K]['initiate']>[0]
}

/** The project id samples carry in bodies (fungible price, build-transaction). */
/** A smart-session grant as a dapp asks it: its own key signs, within one contract call, for a month. */
const smartSessionGrant = {
  expiry: 1_739_520_000,
  signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: `0x04${'1f'.repeat(64)}` }] } },
  permissions: [
    {
      type: 'contract-call',
      data: {
        address: fixtures.tokenAddresses.ethereumUsdc.split(':')[2],
        abi: [],
        functions: [{ functionName: 'transfer' }],
      },
    },
  ],
  policies: [],
}

export const sampleProjectId = 'portico-contracts'

const { account, caipAccount, tokenAddresses: t } = fixtures

/**
 * A registration the server would accept at the seed's clock (`fixtures.now`): the JSON payload
 * signed with personal_sign by anvil's first test account, whose key is public. The signature is
 * deterministic (RFC 6979), so it is written here; a test checks it with viem.
 */
export const signedRegistration = {
  address: fixtures.anvilAccounts[0],
  message: JSON.stringify({
    name: fixtures.unregisteredName,
    attributes: { bio: 'gm from Portico' },
    timestamp: Date.parse(fixtures.now) / 1000,
  }),
  signature:
    '0xd018882aca014742cf23c553751d2902f77f3d0caa4d9027f44695257541161b61bf7be03ecd714ce2d846f9a2f1f3694b131f7a2c7068c48010f343a16c2c2c1b',
} as const
const envelope = {
  eventId: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  url: 'https://host.example/shop',
  domain: 'host.example',
}
const sentAt = 1736942400000
const swap = { from: t.ethereumUsdc, to: t.ethereumNative }
const connectedEvent = analyticsEventOf(
  connectSucceeded({ connectorId: 'announced:io.metamask', caipAddress: `eip155:1:${account}` }),
)!

export const samples = {
  blockchain: {
    supportedChains: {},
    identity: { params: { address: account } },
    history: { params: { account }, query: { chainId: fixtures.chainId } },
    convertQuotes: { query: { ...swap, amount: '1000000', gasPrice: '20000000000' } },
    convertTokens: { query: { chainId: fixtures.chainId } },
    fungiblePrice: { body: { currency: 'usd', addresses: [t.ethereumUsdc], projectId: sampleProjectId } },
    convertAllowance: { query: { tokenAddress: t.ethereumUsdc, userAddress: caipAccount } },
    convertGasPrice: { query: { chainId: fixtures.chainId } },
    convertBuildTransaction: {
      body: {
        ...swap,
        userAddress: caipAccount,
        amount: '1000000',
        eip155: { slippage: 1 },
        projectId: sampleProjectId,
        disableEstimate: true,
      },
    },
    // The token approved is `to`'s: approving USDC before a swap from USDC.
    convertBuildApprove: { query: { from: t.ethereumUsdc, to: t.ethereumUsdc, amount: '1000000' } },
    balance: { params: { address: account }, query: { currency: 'usd', chainId: fixtures.chainId } },
    profileAccount: { params: { name: fixtures.registeredName }, query: { apiVersion: '2' } },
    profileReverse: { params: { address: account }, query: { apiVersion: '2' } },
    profileSuggestions: { params: { name: 'portico-demo' }, query: { zone: fixtures.nameZone } },
    registerName: { body: { coin_type: 60, ...signedRegistration } },
    onrampUrl: {
      body: {
        destinationWallets: [{ address: account, blockchains: ['ethereum'], assets: ['USDC'] }],
        defaultNetwork: 'ethereum',
        partnerUserId: account,
        defaultExperience: 'buy',
        presetFiatAmount: 50,
      },
    },
    // A US visitor's state with the country: the provider serves the US only with one.
    onrampOptions: { query: { country: 'US', subdivision: 'NY' } },
    onrampQuote: {
      query: {
        purchaseCurrency: 'USDC',
        purchaseNetwork: 'ethereum',
        paymentAmount: '100.00',
        paymentCurrency: 'USD',
        paymentMethod: 'CARD',
        country: 'US',
        subdivision: 'NY',
      },
    },
    sessions: { params: { address: caipAccount } },
    // v=2, as the flow asks: the co-signer's key in plain hex (src/handlers/sessions/create.rs).
    createSession: { params: { address: caipAccount }, query: { v: '2' }, body: smartSessionGrant },
    activateSession: {
      params: { address: caipAccount },
      body: { ...smartSessionGrant, pci: fixtures.sessionPcis[0], context: `0x${'5a'.repeat(65)}` },
    },
    revokeSession: { params: { address: caipAccount }, body: { pci: fixtures.sessionPcis[0] } },
    rpc: {
      query: { chainId: fixtures.chainId },
      body: { jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [account, 'latest'] },
    },
  } satisfies ArgsOf<typeof blockchainApi>,
  directory: {
    getWallets: { query: { entries: 40 } },
    getWalletImage: { params: { id: fixtures.walletIds.metamask } },
    getAssetImage: { params: { id: 'ethereum' } },
    getCurrencyImage: { params: { id: 'USD' } },
    getTokenImage: { params: { id: 'USDC' } },
    projectOrigins: {},
    analyticsConfig: {},
  } satisfies ArgsOf<typeof directoryApi>,
  analytics: {
    // An event as the catalogue makes it: a wallet connected, with what it names.
    // A batch as the catalogue makes it: the modal opened, then a wallet connected.
    sendEvents: {
      body: [
        // The flow leaves out properties an event has none of.
        { ...envelope, timestamp: sentAt, props: { type: 'track', event: analyticsEventOf(opened())!.event } },
        {
          ...envelope,
          eventId: '7a2d3b4c-5e6f-4a71-9b8c-0d1e2f3a4b5c',
          timestamp: sentAt + 4200,
          props: { type: 'track', address: account, ...connectedEvent },
        },
      ],
    },
    // As the reporter makes it from a failed balance call (section 8's wrapper).
    sendError: {
      body: {
        ...envelope,
        eventId: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d',
        timestamp: new Date(sentAt).toISOString(),
        props: { type: 'error', ...errorReportOf(httpError(503), 'api.balance')! },
      },
    },
  } satisfies ArgsOf<typeof analyticsApi>,
}
