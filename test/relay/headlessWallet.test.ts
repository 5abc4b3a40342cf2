// The headless WalletConnect wallet (mocks/wallets/walletConnect) against a real sign-client
// dapp through the local relay: how it answers proposals, what it signs, and the session events
// the dapp sees when the wallet changes or ends a session.
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { stringToHex, verifyMessage, verifyTypedData, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { anvilPrivateKeys } from '../../mocks/wallets/anvilKeys'
import { solanaMainnet } from '../../mocks/wallets/walletConnect'
import { connect, eip155Namespace, relayAndDappPerTest } from './headlessWalletPeers'
import { stubVerifyApi } from './offlineVerify'
import { nextDappEvent } from './peers'

const [first, second] = anvilPrivateKeys.map((key) => privateKeyToAccount(key))
const peers = relayAndDappPerTest()
const userRejected = { code: 5000, message: 'User rejected.' }

describe('answering proposals', () => {
  it('approves the chains it has among those asked, with its first account on each and the methods and events asked', async () => {
    const wallet = await peers.wallet()
    const { session, pairToApprovedMs } = await connect(
      peers.dapp(),
      wallet,
      eip155Namespace(['eip155:31337', 'eip155:1', 'eip155:137'], ['personal_sign', 'eth_chainId']),
    )

    expect(session.namespaces).toEqual({
      eip155: {
        chains: ['eip155:31337', 'eip155:1'],
        accounts: [`eip155:31337:${first!.address}`, `eip155:1:${first!.address}`],
        methods: ['personal_sign', 'eth_chainId'],
        events: ['accountsChanged', 'chainChanged'],
      },
    })
    expect(wallet.sessions().map((s) => s.topic)).toEqual([session.topic])
    console.log(`[headless wallet] pair() to approved session: ${pairToApprovedMs.toFixed(0)} ms`)
  })

  it('in manual mode shows the proposal with the dapp and its chains, and approve() settles it', async () => {
    const wallet = await peers.wallet({ proposals: 'manual' })
    const { session } = await connect(peers.dapp(), wallet, eip155Namespace(['eip155:1']), async (w) => {
      const proposal = await w.nextProposal()
      expect(proposal).toMatchObject({
        dapp: { name: 'Portico test dapp', url: 'http://127.0.0.1' },
        chains: ['eip155:1'],
      })
      expect(w.proposals()).toHaveLength(1)
      await w.approve(proposal.id)
    })
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:1:${first!.address}`])
    expect(wallet.proposals()).toEqual([])
  })

  it('a rejected proposal fails the dapp with 5000 "User rejected."', async () => {
    const wallet = await peers.wallet({ proposals: 'manual' })
    const outcome = connect(peers.dapp(), wallet, eip155Namespace(['eip155:1']), (w) =>
      w.nextProposal().then(() => w.reject()),
    )
    await expect(outcome).rejects.toMatchObject(userRejected)
    expect(peers.dapp().session.getAll()).toEqual([])
  })

  it('never asks the Verify API: it answers no attestation itself, so nothing waits on the 5 s timer', async () => {
    // The spy only counts: were the wallet to fetch, the 404 would keep this test fast anyway. This
    // pins what the other tests here would show as time: none of them asserts a duration.
    const verifyApi = stubVerifyApi()
    try {
      const wallet = await peers.wallet()
      const dapp = peers.dapp()
      const { session } = await connect(dapp, wallet, eip155Namespace(['eip155:1']))
      await dapp.request({
        topic: session.topic,
        chainId: 'eip155:1',
        request: { method: 'personal_sign', params: [stringToHex('hi'), first!.address] },
      })
      expect(verifyApi.calls()).toBe(0)
      expect(verifyApi.leftTheMachine()).toEqual([])
    } finally {
      verifyApi.restore()
    }
  })

  it('refuses a proposal for none of its chains with UNSUPPORTED_CHAINS (5100)', async () => {
    const wallet = await peers.wallet()
    wallet.on('error', () => undefined) // the refusal is also reported to the UI; nothing to show here
    await expect(connect(peers.dapp(), wallet, eip155Namespace(['eip155:10']))).rejects.toMatchObject({
      code: 5100,
      message: 'Unsupported chains.',
    })
  })
})

describe('answering requests', () => {
  it('signs personal_sign with the session account once approved; viem verifies the signature', async () => {
    const wallet = await peers.wallet({ requests: 'manual' })
    const dapp = peers.dapp()
    const { session } = await connect(dapp, wallet, eip155Namespace(['eip155:1']))
    const message = 'Sign in to Portico'

    const requested = performance.now()
    const signature = dapp.request<Hex>({
      topic: session.topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: [stringToHex(message), first!.address] },
    })
    const pending = await wallet.nextRequest()
    expect(pending).toMatchObject({
      method: 'personal_sign',
      chainId: 'eip155:1',
      topic: session.topic,
      dapp: { name: 'Portico test dapp' },
    })
    await wallet.answer(pending.id)
    const signed = await signature
    const requestToAnswerMs = performance.now() - requested

    expect(await verifyMessage({ address: first!.address, message, signature: signed })).toBe(true)
    console.log(
      `[headless wallet] personal_sign request to answer (approved at once): ${requestToAnswerMs.toFixed(0)} ms`,
    )
  })

  it('a rejected request fails the dapp with 5000 "User rejected."', async () => {
    const wallet = await peers.wallet({ requests: 'manual' })
    const dapp = peers.dapp()
    const { session } = await connect(dapp, wallet, eip155Namespace(['eip155:1']))
    const signature = dapp.request({
      topic: session.topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: [stringToHex('no'), first!.address] },
    })
    await wallet.nextRequest()
    await wallet.rejectRequest()
    await expect(signature).rejects.toMatchObject(userRejected)
  })

  it('signs eth_signTypedData_v4; viem verifies the typed signature', async () => {
    const wallet = await peers.wallet()
    const dapp = peers.dapp()
    const { session } = await connect(dapp, wallet, eip155Namespace(['eip155:1'], ['eth_signTypedData_v4']))
    const typedData = {
      domain: { name: 'Portico', version: '1', chainId: 1 },
      types: { Login: [{ name: 'nonce', type: 'uint32' }] },
      primaryType: 'Login',
      message: { nonce: 7 },
    } as const
    const signature = await dapp.request<Hex>({
      topic: session.topic,
      chainId: 'eip155:1',
      request: { method: 'eth_signTypedData_v4', params: [first!.address, JSON.stringify(typedData)] },
    })
    expect(await verifyTypedData({ address: first!.address, ...typedData, signature })).toBe(true)
  })

  it('answers eth_chainId and eth_accounts for the addressed chain without asking, even in manual mode', async () => {
    const wallet = await peers.wallet({ requests: 'manual' })
    const dapp = peers.dapp()
    const { session } = await connect(
      dapp,
      wallet,
      eip155Namespace(['eip155:31337', 'eip155:1'], ['eth_chainId', 'eth_accounts']),
    )
    const ask = (method: string, chainId: string) =>
      dapp.request({ topic: session.topic, chainId, request: { method, params: [] } })
    expect(await ask('eth_chainId', 'eip155:31337')).toBe('0x7a69')
    expect(await ask('eth_accounts', 'eip155:1')).toEqual([first!.address])
    expect(wallet.requests()).toEqual([])
  })

  it('answers a method it does not know with 4200', async () => {
    const wallet = await peers.wallet()
    const dapp = peers.dapp()
    const { session } = await connect(dapp, wallet, eip155Namespace(['eip155:1'], ['eth_sign']))
    await expect(
      dapp.request({
        topic: session.topic,
        chainId: 'eip155:1',
        request: { method: 'eth_sign', params: [first!.address, '0x00'] },
      }),
    ).rejects.toMatchObject({
      code: 4200,
    })
  })

  it('wallet_switchEthereumChain to an approved chain announces chainChanged; to another chain it answers 4902', async () => {
    const wallet = await peers.wallet()
    const dapp = peers.dapp()
    const { session } = await connect(
      dapp,
      wallet,
      eip155Namespace(['eip155:31337', 'eip155:1'], ['wallet_switchEthereumChain']),
    )
    const switchTo = (chainId: number) =>
      dapp.request({
        topic: session.topic,
        chainId: 'eip155:31337',
        request: { method: 'wallet_switchEthereumChain', params: [{ chainId: `0x${chainId.toString(16)}` }] },
      })

    const announced = nextDappEvent(dapp, 'session_event')
    expect(await switchTo(1)).toBeNull()
    expect((await announced).params).toEqual({ event: { name: 'chainChanged', data: '0x1' }, chainId: 'eip155:1' })
    expect(wallet.sessions()[0]?.activeChain).toBe('eip155:1')

    await expect(switchTo(137)).rejects.toMatchObject({ code: 4902 })
  })
})

describe('changing and ending sessions from the wallet', () => {
  it('updateSession adds an account and a chain; the dapp sees session_update with every account on every chain', async () => {
    const wallet = await peers.wallet({ chains: ['eip155:31337', 'eip155:1', 'eip155:137'] })
    const dapp = peers.dapp()
    const { session } = await connect(dapp, wallet, eip155Namespace(['eip155:1', 'eip155:137']))
    expect(session.namespaces.eip155?.chains).toEqual(['eip155:1', 'eip155:137'])

    const updated = nextDappEvent(dapp, 'session_update')
    await wallet.updateSession(session.topic, { chains: ['eip155:31337'], accounts: [second!.address] })
    const { topic, params } = await updated

    expect(topic).toBe(session.topic)
    expect(params.namespaces.eip155?.chains).toEqual(['eip155:1', 'eip155:137', 'eip155:31337'])
    expect(params.namespaces.eip155?.accounts).toEqual(
      ['eip155:1', 'eip155:137', 'eip155:31337'].flatMap((chain) => [
        `${chain}:${first!.address}`,
        `${chain}:${second!.address}`,
      ]),
    )
    expect(dapp.session.get(session.topic).namespaces.eip155?.accounts).toHaveLength(6)
  })

  it('updateSession refuses a chain the wallet does not have and an account it holds no key for', async () => {
    const wallet = await peers.wallet()
    const { session } = await connect(peers.dapp(), wallet, eip155Namespace(['eip155:1']))
    await expect(wallet.updateSession(session.topic, { chains: ['eip155:10'] })).rejects.toThrow(
      /does not have eip155:10/,
    )
    await expect(
      wallet.updateSession(session.topic, { accounts: ['0x000000000000000000000000000000000000dEaD'] }),
    ).rejects.toThrow(/holds no key/)
  })

  it('emitChainChanged reaches the dapp as session_event chainChanged on that chain', async () => {
    const wallet = await peers.wallet()
    const dapp = peers.dapp()
    const { session } = await connect(dapp, wallet, eip155Namespace(['eip155:31337', 'eip155:1']))
    const event = nextDappEvent(dapp, 'session_event')
    await wallet.emitChainChanged(session.topic, 'eip155:31337')
    expect(await event).toMatchObject({
      topic: session.topic,
      params: { event: { name: 'chainChanged', data: '0x7a69' }, chainId: 'eip155:31337' },
    })
  })

  it('deleteSession ends the session on both sides; the dapp sees session_delete', async () => {
    const wallet = await peers.wallet()
    const dapp = peers.dapp()
    const { session } = await connect(dapp, wallet, eip155Namespace(['eip155:1']))
    const deleted = nextDappEvent(dapp, 'session_delete')
    await wallet.deleteSession(session.topic)
    expect((await deleted).topic).toBe(session.topic)
    expect(dapp.session.getAll()).toEqual([])
    expect(wallet.sessions()).toEqual([])
  })

  it('tells its UI about sessions as they come and go', async () => {
    const wallet = await peers.wallet()
    const seen: number[] = []
    wallet.on('sessions', (sessions) => seen.push(sessions.length))
    const { session } = await connect(peers.dapp(), wallet, eip155Namespace(['eip155:1']))
    await wallet.deleteSession(session.topic)
    expect(seen).toEqual([1, 0])
  })
})

describe('solana', () => {
  it('approves a solana namespace with a derived account on mainnet-beta, and solana_signMessage signs with its ed25519 key', async () => {
    const wallet = await peers.wallet({ solana: true })
    const dapp = peers.dapp()
    const { session } = await connect(dapp, wallet, {
      ...eip155Namespace(['eip155:1']),
      solana: { chains: [solanaMainnet], methods: ['solana_signMessage'], events: [] },
    })
    const address = wallet.solanaAddress!
    expect(address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(session.namespaces.solana?.accounts).toEqual([`${solanaMainnet}:${address}`])

    const message = new TextEncoder().encode('Sign in to Portico on Solana')
    const { signature } = await dapp.request<{ signature: string }>({
      topic: session.topic,
      chainId: solanaMainnet,
      request: { method: 'solana_signMessage', params: { message: base58.encode(message), pubkey: address } },
    })
    expect(ed25519.verify(base58.decode(signature), message, base58.decode(address))).toBe(true)
  })

  it('derives the same solana address from the same key every time', async () => {
    const [a, b] = await Promise.all([peers.wallet({ solana: true }), peers.wallet({ solana: true })])
    expect(a.solanaAddress).toBe(b.solanaAddress)
    expect((await peers.wallet({ solana: true, accounts: [anvilPrivateKeys[1]] })).solanaAddress).not.toBe(
      a.solanaAddress,
    )
  })

  it('leaves solana out of the session when the wallet has no solana account', async () => {
    const wallet = await peers.wallet()
    const { session } = await connect(peers.dapp(), wallet, {
      ...eip155Namespace(['eip155:1']),
      solana: { chains: [solanaMainnet], methods: ['solana_signMessage'], events: [] },
    })
    expect(Object.keys(session.namespaces)).toEqual(['eip155'])
  })
})
