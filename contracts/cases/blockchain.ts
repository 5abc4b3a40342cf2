// What Portico expects of the Blockchain API: one case at least per call, more where the
// provider's state changes the answer. Arguments name the seed's fixtures; requests and
// examples are recorded from the real client and the mocks (see support/runCase).
import { expect } from 'vitest'
import { blockchainApi } from '../../src/api/porticoApi'
import { fixtures } from '../../mocks/db/fixtures'
import { outcomeOf } from '../../harness/outcome'
import { samples } from '../samples'
import type { ContractCase } from '../support/runCase'

const api = blockchainApi.endpoints
const sample = samples.blockchain
const ethereum = 'eip155:1'

/** The Send fee estimate's reads: a plain transfer's gas, and the gas price. */
const feeReads = [
  {
    jsonrpc: '2.0' as const,
    id: 1,
    method: 'eth_estimateGas',
    params: [{ from: fixtures.account, to: fixtures.otherAccount, value: '0x1' }],
  },
  { jsonrpc: '2.0' as const, id: 2, method: 'eth_gasPrice', params: [] },
]

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
    drive: (s) => outcomeOf(s, api.balance.initiate(sample.balance)),
    // The rule pinned: only supported-chains is asked; the balance is empty without a request.
    expect: (o) => expect(o).toEqual({ data: { balances: [] } }),
  },
  {
    endpoint: 'blockchain.identity',
    name: 'a request for the identity of an account',
    state: 'the default data',
    drive: (s) => outcomeOf(s, api.identity.initiate(sample.identity)),
  },
  {
    endpoint: 'blockchain.history',
    name: 'a request for the first page of an account history',
    state: 'an account with spam in its history',
    drive: (s) => outcomeOf(s, api.history.initiate(sample.history)),
    expect: (o) => expect((o.data as { pages: { next: string | null }[] }).pages[0]!.next).toEqual(expect.any(String)),
  },
  {
    endpoint: 'blockchain.history',
    name: 'a request for the next page of an account history by cursor',
    state: 'an account with spam in its history',
    drive: async (s) => {
      await outcomeOf(s, api.history.initiate(sample.history))
      return outcomeOf(s, api.history.initiate(sample.history, { direction: 'forward' }))
    },
    expect: (o) => expect((o.data as { pageParams: unknown[] }).pageParams).toHaveLength(2),
  },
  {
    endpoint: 'blockchain.history',
    name: 'a request for the history of an account without transactions',
    state: 'an account with an empty history',
    drive: (s) => outcomeOf(s, api.history.initiate(sample.history)),
    expect: (o) => expect(o.data).toEqual({ pages: [{ data: [], next: null }], pageParams: [''] }),
  },
  {
    endpoint: 'blockchain.convertQuotes',
    name: 'a request for swap quotes',
    state: 'the default data',
    drive: (s) => outcomeOf(s, api.convertQuotes.initiate(sample.convertQuotes)),
  },
  {
    endpoint: 'blockchain.convertTokens',
    name: 'a request for the swappable tokens of a network',
    state: 'the default data',
    drive: (s) => outcomeOf(s, api.convertTokens.initiate(sample.convertTokens)),
  },
  {
    endpoint: 'blockchain.fungiblePrice',
    name: 'a request for token prices',
    state: 'the default data',
    drive: (s) => outcomeOf(s, api.fungiblePrice.initiate(sample.fungiblePrice)),
  },
  {
    endpoint: 'blockchain.convertAllowance',
    name: 'a request for the swap allowance of a token',
    state: 'the default data',
    drive: (s) => outcomeOf(s, api.convertAllowance.initiate(sample.convertAllowance)),
  },
  {
    endpoint: 'blockchain.convertGasPrice',
    name: 'a request for the gas price of a network',
    state: 'the default data',
    drive: (s) => outcomeOf(s, api.convertGasPrice.initiate(sample.convertGasPrice)),
  },
  {
    endpoint: 'blockchain.convertBuildTransaction',
    name: 'a request to build a swap transaction',
    state: 'the default data',
    drive: (s) => outcomeOf(s, api.convertBuildTransaction.initiate(sample.convertBuildTransaction)),
  },
  {
    endpoint: 'blockchain.convertBuildApprove',
    name: 'a request to build a swap approval',
    state: 'the default data',
    drive: (s) => outcomeOf(s, api.convertBuildApprove.initiate(sample.convertBuildApprove)),
  },
  {
    endpoint: 'blockchain.balance',
    name: 'a request for the token balances of an account',
    state: 'an account with tokens',
    drive: (s) => outcomeOf(s, api.balance.initiate(sample.balance)),
    expect: (o) => expect((o.data as { balances: unknown[] }).balances.length).toBeGreaterThan(0),
  },
  {
    endpoint: 'blockchain.balance',
    name: 'a balance request on a served active network',
    state: 'an account with tokens',
    activeNetwork: ethereum,
    drive: (s) => outcomeOf(s, api.balance.initiate(sample.balance)),
  },
  {
    endpoint: 'blockchain.profileAccount',
    name: 'a request for a registered name',
    state: 'a registered name',
    drive: (s) => outcomeOf(s, api.profileAccount.initiate(sample.profileAccount)),
  },
  {
    endpoint: 'blockchain.profileAccount',
    name: 'a request for a name nobody registered',
    state: 'no registered name',
    drive: (s) =>
      outcomeOf(
        s,
        api.profileAccount.initiate({ params: { name: fixtures.unregisteredName }, query: { apiVersion: '2' } }),
      ),
    // With apiVersion 2 the server answers 200 with an empty list, not 404.
    expect: (o) => expect(o).toEqual({ data: [] }),
  },
  {
    endpoint: 'blockchain.profileReverse',
    name: 'a request for the names of an address',
    state: 'a registered name',
    drive: (s) => outcomeOf(s, api.profileReverse.initiate(sample.profileReverse)),
  },
  {
    endpoint: 'blockchain.profileReverse',
    name: 'a request for the names of an address without any',
    state: 'no registered name',
    drive: (s) => outcomeOf(s, api.profileReverse.initiate(sample.profileReverse)),
    expect: (o) => expect(o).toEqual({ data: [] }),
  },
  {
    endpoint: 'blockchain.profileSuggestions',
    name: 'a request for name suggestions',
    state: 'a registered name',
    drive: (s) => outcomeOf(s, api.profileSuggestions.initiate(sample.profileSuggestions)),
  },
  {
    endpoint: 'blockchain.registerName',
    name: 'a signed request to register a free name',
    state: 'no registered name',
    drive: (s) => outcomeOf(s, api.registerName.initiate(sample.registerName)),
    // The server answers with the record it registered.
    expect: (o) => expect((o.data as { name: string }).name).toBe(fixtures.unregisteredName),
  },
  {
    endpoint: 'blockchain.registerName',
    name: "a request to register a free name whose signature is not the address owner's",
    state: 'no registered name',
    drive: (s) =>
      outcomeOf(
        s,
        api.registerName.initiate({ body: { ...sample.registerName.body, address: fixtures.anvilAccounts[1] } }),
      ),
    expect: (o) =>
      expect(o.error).toMatchObject({
        kind: 'http',
        status: 401,
        reason: 'Signature validation error: Signature verification error',
      }),
  },
  {
    endpoint: 'blockchain.onrampUrl',
    name: 'a request for an on-ramp URL',
    state: 'the default data',
    drive: (s) => outcomeOf(s, api.onrampUrl.initiate(sample.onrampUrl)),
  },
  {
    endpoint: 'blockchain.onrampOptions',
    name: 'a request for the on-ramp options',
    state: 'the default data',
    drive: (s) => outcomeOf(s, api.onrampOptions.initiate(sample.onrampOptions)),
  },
  {
    endpoint: 'blockchain.onrampQuote',
    name: 'a request for an on-ramp quote',
    state: 'the default data',
    drive: (s) => outcomeOf(s, api.onrampQuote.initiate(sample.onrampQuote)),
  },
  {
    endpoint: 'blockchain.sessions',
    name: 'a request for the smart sessions of an account',
    state: 'the default data',
    drive: (s) => outcomeOf(s, api.sessions.initiate(sample.sessions)),
  },
  {
    endpoint: 'blockchain.createSession',
    name: 'a request to register a smart-session permission',
    state: 'the default data',
    drive: (s) => outcomeOf(s, api.createSession.initiate(sample.createSession)),
  },
  {
    endpoint: 'blockchain.activateSession',
    name: "a request to activate a registered permission with the wallet's grant",
    state: 'the default data',
    drive: (s) => outcomeOf(s, api.activateSession.initiate(sample.activateSession)),
    // 200 with an empty body.
    expect: (o) => expect(o).toEqual({ data: null }),
  },
  {
    endpoint: 'blockchain.revokeSession',
    name: 'a request to revoke a smart session',
    state: 'the default data',
    drive: (s) => outcomeOf(s, api.revokeSession.initiate(sample.revokeSession)),
    // 200 with an empty body.
    expect: (o) => expect(o).toEqual({ data: null }),
  },
  {
    endpoint: 'blockchain.rpc',
    name: 'a JSON-RPC request for a native balance',
    state: 'the default data',
    drive: (s) => outcomeOf(s, api.rpc.initiate(sample.rpc)),
  },
  {
    endpoint: 'blockchain.rpc',
    // The Send fee estimate's two reads, asked together: section 9's transport sends them as one
    // batch (an array of calls), which the server passes to the node as it is.
    name: 'JSON-RPC reads asked together, sent as one batch',
    state: 'the default data',
    drive: async (s) => {
      const outcomes = await Promise.all(
        feeReads.map((body) => outcomeOf(s, api.rpc.initiate({ query: { chainId: ethereum }, body }))),
      )
      return outcomes.find((o) => o.error) ?? { data: outcomes.map((o) => o.data) }
    },
    expect: (o) =>
      expect(o.data).toEqual([
        { jsonrpc: '2.0', id: 1, result: '0x5208' },
        { jsonrpc: '2.0', id: 2, result: expect.stringMatching(/^0x[0-9a-f]+$/) },
      ]),
  },
  {
    endpoint: 'blockchain.rpc',
    name: 'a JSON-RPC request for a method the endpoint does not serve',
    state: 'the default data',
    drive: (s) =>
      outcomeOf(
        s,
        api.rpc.initiate({
          query: { chainId: ethereum },
          body: { jsonrpc: '2.0', id: 2, method: 'eth_sendTransaction', params: [] },
        }),
      ),
    expect: (o) => expect(o.error).toMatchObject({ kind: 'rpc', code: -32601 }),
  },
]
