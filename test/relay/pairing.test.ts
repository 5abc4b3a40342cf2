// The real WalletConnect 2.25 SDKs pair, approve, sign and disconnect through the local relay:
// a sign-client dapp on one side, a WalletKit wallet holding anvil's first key on the other.
import { stringToHex, verifyMessage, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startRelay, type Relay } from '../../mocks/relay'
import { anvilPrivateKeys } from '../../mocks/wallets/anvilKeys'
import { stubVerifyApi } from './offlineVerify'
import { closeClients, createDapp, createWallet, type Dapp, type Wallet } from './peers'

const account = privateKeyToAccount(anvilPrivateKeys[0])
const chain = 'eip155:1'
const optionalNamespaces = {
  eip155: { chains: [chain], methods: ['personal_sign'], events: ['accountsChanged', 'chainChanged'] },
}
const approvedNamespaces = {
  eip155: {
    chains: [chain],
    accounts: [`${chain}:${account.address}`],
    methods: ['personal_sign'],
    events: ['accountsChanged', 'chainChanged'],
  },
}
const userRejected = { code: 5000, message: 'User rejected.' }
const userDisconnected = { code: 6000, message: 'User disconnected.' }

let relay: Relay
let dapp: Dapp
let wallet: Wallet
let verifyApi: ReturnType<typeof stubVerifyApi>

beforeEach(async () => {
  verifyApi = stubVerifyApi()
  relay = await startRelay()
  ;[dapp, wallet] = await Promise.all([createDapp(relay.url), createWallet(relay.url)])
})

afterEach(async () => {
  await closeClients(...[dapp?.core, wallet?.core].filter((core) => core !== undefined))
  await relay?.stop()
  verifyApi.restore()
})

/** The wallet's next session proposal. */
const nextProposal = (w: Wallet) => new Promise<{ id: number }>((resolve) => w.once('session_proposal', resolve))

/** Pairs by URI with the wallet approving, and returns the session topic. */
async function connect(): Promise<{ topic: string; uriMs: number; approvalMs: number }> {
  const started = performance.now()
  const { uri, approval } = await dapp.connect({ optionalNamespaces })
  const uriMs = performance.now() - started
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  const proposal = nextProposal(wallet)
  await wallet.pair({ uri: uri! })
  await wallet.approveSession({ id: (await proposal).id, namespaces: approvedNamespaces })
  const session = await approval()
  return { topic: session.topic, uriMs, approvalMs: performance.now() - started - uriMs }
}

describe('local WalletConnect relay with the real SDKs', () => {
  it('pairs by URI, approves an eip155:1 session and carries a personal_sign the account signs', async () => {
    const { topic, uriMs, approvalMs } = await connect()
    expect(dapp.session.get(topic).namespaces.eip155?.accounts).toEqual([`${chain}:${account.address}`])

    wallet.on('session_request', async ({ id, topic: requestTopic, params }) => {
      const [message] = params.request.params as [Hex, string]
      const signature = await account.signMessage({ message: { raw: message } })
      await wallet.respondSessionRequest({ topic: requestTopic, response: { id, jsonrpc: '2.0', result: signature } })
    })
    const message = 'Sign in to Portico'
    const requested = performance.now()
    const signature = (await dapp.request({
      topic,
      chainId: chain,
      request: { method: 'personal_sign', params: [stringToHex(message), account.address] },
    })) as Hex
    const requestMs = performance.now() - requested

    expect(await verifyMessage({ address: account.address, message, signature })).toBe(true)
    // Nothing waited on the unreachable Verify API (its 5 s abort timer): every call the SDK made
    // to it was answered here at once, and no other request left the machine.
    expect(verifyApi.calls()).toBeGreaterThan(0)
    expect(verifyApi.leftTheMachine()).toEqual([])
    console.log(
      `[relay] connect() to URI ${uriMs.toFixed(0)} ms; URI to approved session ${approvalMs.toFixed(0)} ms; ` +
        `personal_sign request to answer ${requestMs.toFixed(0)} ms; Verify API asked ${verifyApi.calls()} times (stubbed 404)`,
    )
    console.log('[relay] stats', JSON.stringify(relay.stats()))
  })

  it('rejects the dapp approval promise when the wallet rejects the proposal', async () => {
    const { uri, approval } = await dapp.connect({ optionalNamespaces })
    const outcome = approval().then(
      () => 'approved',
      (error: unknown) => error,
    )
    const proposal = nextProposal(wallet)
    await wallet.pair({ uri: uri! })
    await wallet.rejectSession({ id: (await proposal).id, reason: userRejected })
    expect(await outcome).toMatchObject(userRejected)
    expect(dapp.session.getAll()).toEqual([])
  })

  it('tells the dapp (session_delete) when the wallet deletes the session', async () => {
    const { topic } = await connect()
    const deleted = new Promise<{ topic: string }>((resolve) => dapp.once('session_delete', resolve))
    await wallet.disconnectSession({ topic, reason: userDisconnected })
    expect((await deleted).topic).toBe(topic)
    expect(dapp.session.getAll()).toEqual([])
  })
})
