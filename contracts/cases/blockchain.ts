// What Portico expects of the Blockchain API: one case at least per call, more where the
// provider's state changes the answer. Arguments name the seed's fixtures; requests and
// examples are recorded from the real client and the mocks (see support/runCase).
import { expect } from 'vitest'
import { blockchainApi } from '../../src/api/porticoApi'
import { fixtures } from '../../mocks/db/fixtures'
import { outcomeOf } from '../../test/support/outcome'
import { contractProjectId, type ContractCase } from '../support/runCase'

const api = blockchainApi.endpoints
const { account, caipAccount, tokenAddresses: tokens } = fixtures
const ethereum = 'eip155:1'
const signature = `0x${'ab'.repeat(65)}`

const history = (account: string) => ({ params: { account }, query: { chainId: ethereum } })

export const blockchainCases: ContractCase[] = [
  {
    endpoint: 'blockchain.supportedChains',
    name: 'a request for the networks the API serves',
    state: 'the default data',
    drive: (s) => outcomeOf(s, api.supportedChains.initiate()),
  },
  {
    endpoint: 'blockchain.supportedChains',
    name: 'a balance request while the active network is not served',
    state: 'the active network is not supported',
    activeNetwork: ethereum,
    drive: (s) => outcomeOf(s, api.balance.initiate({ params: { address: account }, query: { currency: 'usd', chainId: ethereum } })),
    // The rule pinned: only supported-chains is asked; the balance is empty without a request.
    expect: (o) => expect(o).toEqual({ data: { balances: [] } }),
  },
  {
    endpoint: 'blockchain.identity',
    name: 'a request for the identity of an account',
    state: 'the default data',
    drive: (s) => outcomeOf(s, api.identity.initiate({ params: { address: account } })),
  },
  {
    endpoint: 'blockchain.history',
    name: 'a request for the first page of an account history',
    state: 'an account with spam in its history',
    drive: (s) => outcomeOf(s, api.history.initiate(history(account))),
    expect: (o) => expect((o.data as { pages: { next: string | null }[] }).pages[0]!.next).toEqual(expect.any(String)),
  },
  {
    endpoint: 'blockchain.history',
    name: 'a request for the next page of an account history by cursor',
    state: 'an account with spam in its history',
    drive: async (s) => {
      await outcomeOf(s, api.history.initiate(history(account)))
      return outcomeOf(s, api.history.initiate(history(account), { direction: 'forward' }))
    },
    expect: (o) => expect((o.data as { pageParams: unknown[] }).pageParams).toHaveLength(2),
  },
  {
    endpoint: 'blockchain.history',
    name: 'a request for the history of an account without transactions',
    state: 'an account with an empty history',
    drive: (s) => outcomeOf(s, api.history.initiate(history(account))),
    expect: (o) => expect(o.data).toEqual({ pages: [{ data: [], next: null }], pageParams: [''] }),
  },
  {
    endpoint: 'blockchain.convertQuotes',
    name: 'a request for swap quotes',
    state: 'the default data',
    drive: (s) =>
      outcomeOf(
        s,
        api.convertQuotes.initiate({
          query: { amount: '1000000', userAddress: caipAccount, from: tokens.ethereumUsdc, to: tokens.ethereumNative, gasPrice: '20000000000' },
        }),
      ),
  },
  {
    endpoint: 'blockchain.convertTokens',
    name: 'a request for the swappable tokens of a network',
    state: 'the default data',
    drive: (s) => outcomeOf(s, api.convertTokens.initiate({ query: { chainId: ethereum } })),
  },
  {
    endpoint: 'blockchain.fungiblePrice',
    name: 'a request for token prices',
    state: 'the default data',
    drive: (s) =>
      outcomeOf(s, api.fungiblePrice.initiate({ body: { currency: 'usd', addresses: [tokens.ethereumUsdc, tokens.ethereumNative], projectId: contractProjectId } })),
  },
  {
    endpoint: 'blockchain.convertAllowance',
    name: 'a request for the swap allowance of a token',
    state: 'the default data',
    drive: (s) => outcomeOf(s, api.convertAllowance.initiate({ query: { tokenAddress: tokens.ethereumUsdc, userAddress: caipAccount } })),
  },
  {
    endpoint: 'blockchain.convertGasPrice',
    name: 'a request for the gas price of a network',
    state: 'the default data',
    drive: (s) => outcomeOf(s, api.convertGasPrice.initiate({ query: { chainId: ethereum } })),
  },
  {
    endpoint: 'blockchain.convertBuildTransaction',
    name: 'a request to build a swap transaction',
    state: 'the default data',
    drive: (s) =>
      outcomeOf(
        s,
        api.convertBuildTransaction.initiate({
          body: {
            amount: '1000000',
            eip155: { slippage: '1' },
            projectId: contractProjectId,
            from: tokens.ethereumUsdc,
            to: tokens.ethereumNative,
            userAddress: caipAccount,
            disableEstimate: true,
          },
        }),
      ),
  },
  {
    endpoint: 'blockchain.convertBuildApprove',
    name: 'a request to build a swap approval',
    state: 'the default data',
    drive: (s) =>
      outcomeOf(s, api.convertBuildApprove.initiate({ query: { userAddress: caipAccount, from: tokens.ethereumUsdc, to: tokens.ethereumNative } })),
  },
  {
    endpoint: 'blockchain.balance',
    name: 'a request for the token balances of an account',
    state: 'an account with tokens',
    drive: (s) => outcomeOf(s, api.balance.initiate({ params: { address: account }, query: { currency: 'usd', chainId: ethereum } })),
    expect: (o) => expect((o.data as { balances: unknown[] }).balances.length).toBeGreaterThan(0),
  },
  {
    endpoint: 'blockchain.balance',
    name: 'a balance request on a served active network',
    state: 'an account with tokens',
    activeNetwork: ethereum,
    drive: (s) => outcomeOf(s, api.balance.initiate({ params: { address: account }, query: { currency: 'usd', chainId: ethereum } })),
  },
  {
    endpoint: 'blockchain.profileAccount',
    name: 'a request for a registered name',
    state: 'a registered name',
    drive: (s) => outcomeOf(s, api.profileAccount.initiate({ params: { name: fixtures.registeredName }, query: { apiVersion: '2' } })),
  },
  {
    endpoint: 'blockchain.profileAccount',
    name: 'a request for a name nobody registered',
    state: 'no registered name',
    drive: (s) => outcomeOf(s, api.profileAccount.initiate({ params: { name: fixtures.unregisteredName }, query: { apiVersion: '2' } })),
    expect: (o) => expect(o.error).toMatchObject({ kind: 'http', status: 404, message: 'HTTP status code: 404' }),
  },
  {
    endpoint: 'blockchain.profileReverse',
    name: 'a request for the names of an address',
    state: 'a registered name',
    drive: (s) => outcomeOf(s, api.profileReverse.initiate({ params: { address: account }, query: { apiVersion: '2' } })),
  },
  {
    endpoint: 'blockchain.profileSuggestions',
    name: 'a request for name suggestions',
    state: 'a registered name',
    drive: (s) => outcomeOf(s, api.profileSuggestions.initiate({ params: { name: 'portico-demo' }, query: { zone: fixtures.nameZone } })),
  },
  {
    endpoint: 'blockchain.registerName',
    name: 'a signed request to register a free name',
    state: 'no registered name',
    drive: (s) =>
      outcomeOf(
        s,
        api.registerName.initiate({
          body: {
            coin_type: 60,
            address: account,
            message: JSON.stringify({ name: fixtures.unregisteredName, attributes: {}, timestamp: 1736942400 }),
            signature,
          },
        }),
      ),
    expect: (o) => expect(o).toEqual({ data: { success: true } }),
  },
  {
    endpoint: 'blockchain.onrampUrl',
    name: 'a request for an on-ramp URL',
    state: 'the default data',
    drive: (s) =>
      outcomeOf(
        s,
        api.onrampUrl.initiate({
          body: {
            destinationWallets: [{ address: account, blockchains: ['ethereum'], assets: ['USDC'] }],
            defaultNetwork: 'ethereum',
            partnerUserId: account,
            defaultExperience: 'buy',
            presetFiatAmount: 50,
          },
        }),
      ),
  },
  {
    endpoint: 'blockchain.onrampOptions',
    name: 'a request for the on-ramp options',
    state: 'the default data',
    drive: (s) => outcomeOf(s, api.onrampOptions.initiate()),
  },
  {
    endpoint: 'blockchain.onrampQuote',
    name: 'a request for an on-ramp quote',
    state: 'the default data',
    drive: (s) =>
      outcomeOf(s, api.onrampQuote.initiate({ body: { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '100.00', network: 'ethereum' } })),
  },
  {
    endpoint: 'blockchain.sessions',
    name: 'a request for the SIWX sessions of an address',
    state: 'the default data',
    drive: (s) => outcomeOf(s, api.sessions.initiate({ params: { address: account } })),
  },
  {
    endpoint: 'blockchain.revokeSession',
    name: 'a signed request to revoke a SIWX session',
    state: 'the default data',
    drive: (s) => outcomeOf(s, api.revokeSession.initiate({ params: { address: account }, body: { pci: fixtures.sessionPcis[0], signature } })),
  },
  {
    endpoint: 'blockchain.rpc',
    name: 'a JSON-RPC request for a native balance',
    state: 'the default data',
    drive: (s) =>
      outcomeOf(s, api.rpc.initiate({ query: { chainId: ethereum }, body: { jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [account, 'latest'] } })),
  },
  {
    endpoint: 'blockchain.rpc',
    name: 'a JSON-RPC request for a method the endpoint does not serve',
    state: 'the default data',
    drive: (s) =>
      outcomeOf(s, api.rpc.initiate({ query: { chainId: ethereum }, body: { jsonrpc: '2.0', id: 2, method: 'eth_sendTransaction', params: [] } })),
    expect: (o) => expect(o.error).toMatchObject({ kind: 'rpc', code: -32601 }),
  },
]
