// One sensible request per contract entry, naming the seed's fixtures. The resolver sweep
// walks the contract table, so an entry added without a sample here fails it.
import type { ServiceName } from '../../src/contract'
import { fixtures } from '../../mocks/db'

export interface SampleRequest {
  params?: Record<string, unknown>
  query?: Record<string, unknown>
  body?: unknown
}

const { account, caipAccount, tokenAddresses: t } = fixtures
const signature = `0x${'ab'.repeat(65)}`
const envelope = { eventId: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b', url: 'https://host.example/shop', domain: 'host.example', timestamp: 1736942400000 }
const swap = { userAddress: caipAccount, from: t.ethereumUsdc, to: t.ethereumNative }

export const sampleRequests: Record<ServiceName, Record<string, SampleRequest>> = {
  blockchain: {
    supportedChains: {},
    identity: { params: { address: account } },
    history: { params: { account }, query: { chainId: fixtures.chainId } },
    convertQuotes: { query: { ...swap, amount: '1000000', gasPrice: '20000000000' } },
    convertTokens: { query: { chainId: fixtures.chainId } },
    fungiblePrice: { body: { currency: 'usd', addresses: [t.ethereumUsdc, t.ethereumNative], projectId: fixtures.projectId } },
    convertAllowance: { query: { tokenAddress: t.ethereumUsdc, userAddress: caipAccount } },
    convertGasPrice: { query: { chainId: fixtures.chainId } },
    convertBuildTransaction: { body: { ...swap, amount: '1000000', eip155: { slippage: '1' }, projectId: fixtures.projectId, disableEstimate: true } },
    convertBuildApprove: { query: swap },
    balance: { params: { address: account }, query: { currency: 'usd', chainId: fixtures.chainId } },
    profileAccount: { params: { name: fixtures.registeredName }, query: { apiVersion: '2' } },
    profileReverse: { params: { address: account }, query: { apiVersion: '2' } },
    profileSuggestions: { params: { name: 'portico-demo' }, query: { zone: fixtures.nameZone } },
    registerName: {
      body: {
        coin_type: 60,
        address: account,
        message: JSON.stringify({ name: fixtures.unregisteredName, attributes: {}, timestamp: 1736942400 }),
        signature,
      },
    },
    onrampUrl: {
      body: {
        destinationWallets: [{ address: account, blockchains: ['ethereum'], assets: ['USDC'] }],
        defaultNetwork: 'ethereum',
        partnerUserId: account,
        defaultExperience: 'buy',
        presetFiatAmount: 50,
      },
    },
    onrampOptions: {},
    onrampQuote: { body: { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '100.00', network: 'ethereum' } },
    sessions: { params: { address: account } },
    revokeSession: { params: { address: account }, body: { pci: fixtures.sessionPcis[0], signature } },
    rpc: { query: { chainId: fixtures.chainId }, body: { jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [account, 'latest'] } },
  },
  directory: {
    getWallets: { query: { page: '1', entries: '40' } },
    getWalletImage: { params: { id: fixtures.walletIds.metamask } },
    getAssetImage: { params: { id: 'ethereum' } },
    getCurrencyImage: { params: { id: 'USD' } },
    getTokenImage: { params: { id: 'USDC' } },
    projectOrigins: {},
    analyticsConfig: {},
  },
  analytics: {
    sendEvent: { body: { ...envelope, props: { type: 'track', event: 'MODAL_OPEN', address: account, properties: { connected: true } } } },
  },
}
