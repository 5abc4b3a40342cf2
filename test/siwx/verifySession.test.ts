// Sign-in signatures checked for real: an EOA's recovered with viem (no node needed), a smart
// account's through its ERC-1271 answer on anvil, a Solana account's with ed25519; a forged
// signature, or fields that do not match the signed text, are refused. The default session store
// keeps only what passes, while it lasts, one per account and network.
import { base58 } from '@scure/base'
import { stringToHex, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { demoChainForFile } from '../support/demoChainForFile'
import { solanaAccountFrom } from '../../mocks/wallets/solanaAccount'
import { createHttpRpcTransport } from '../../src/rpc/httpRpcTransport'
import { createSiwxMessage } from '../../src/siwx/siwxMessage'
import { signatureRefused, storageSiwxSessions } from '../../src/siwx/storageSessions'
import type { SiwxSession } from '../../src/siwx/types'
import { verifySiwxSession } from '../../src/siwx/verifySession'
import { createPorticoStorage, memoryStore } from '../../src/store/storage/porticoStorage'
import { connectedPair } from '../frame/support/framePair'

const anvil = demoChainForFile()

const context = { pageUrl: 'https://app.example.com/' }
const eoa = privateKeyToAccount(generatePrivateKey())

async function eoaSession(account = eoa, chainId = 'eip155:1' as const): Promise<SiwxSession> {
  const message = await createSiwxMessage({ accountAddress: account.address, chainId }, {}, context)
  return { ...message, signature: await account.signMessage({ message: message.message }) }
}

describe('an EOA, a smart account and a Solana account sign in for real', () => {
  it("an EOA's signature is recovered without a node; another key's, or other fields, are refused", async () => {
    const session = await eoaSession()
    const noNode = async () => {
      throw new Error('no node needed for an EOA')
    }
    expect(await verifySiwxSession(session, noNode)).toBe(true)
    const forger = privateKeyToAccount(generatePrivateKey())
    const forged = { ...session, signature: await forger.signMessage({ message: session.message }) }
    expect(await verifySiwxSession(forged)).toBe(false)
    // Fields of another account beside this account's signed text.
    expect(await verifySiwxSession({ ...session, data: { ...session.data, accountAddress: forger.address } })).toBe(
      false,
    )
    expect(await verifySiwxSession({ ...session, data: { ...session.data, nonce: 'otherNonce99' } })).toBe(false)
    expect(await verifySiwxSession({ ...session, signature: 'not hex' })).toBe(false)
  })

  it("the embedded wallet's smart account signs through its owner; ERC-1271 on anvil says yes", async () => {
    const pair = connectedPair({ rpcUrl: anvil().url, smartAccounts: { networks: [31337], faucet: true } })
    const email = 'siwx@example.com'
    pair.auth.approveDevice(email)
    await pair.client.request('connectEmail', { email })
    await pair.client.request('connectOtp', { otp: pair.auth.inbox(email).at(-1)!.value })
    const user = await pair.client.request('getUser', { chainId: 31337 })
    const message = await createSiwxMessage({ accountAddress: user.address, chainId: 'eip155:31337' }, {}, context)
    const signature = (await pair.client.request('rpcRequest', {
      method: 'personal_sign',
      params: [stringToHex(message.message), user.address],
    })) as Hex
    const node = createHttpRpcTransport({ url: anvil().url })
    expect(await verifySiwxSession({ ...message, signature }, async () => node)).toBe(true)
    // Without a node there is no one to ask: not accepted.
    expect(await verifySiwxSession({ ...message, signature })).toBe(false)
    // Another account's signature, for the smart account: its contract says no.
    const other = await privateKeyToAccount(generatePrivateKey()).signMessage({ message: message.message })
    expect(await verifySiwxSession({ ...message, signature: other }, async () => node)).toBe(false)
  })

  it('a Solana account: ed25519 over the CAIP-122 text', async () => {
    const solana = solanaAccountFrom(generatePrivateKey())
    const chainId = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as const
    const message = await createSiwxMessage({ accountAddress: solana.address, chainId }, {}, context)
    const signature = base58.encode(solana.signMessage(new TextEncoder().encode(message.message)))
    expect(await verifySiwxSession({ ...message, signature })).toBe(true)
    const other = solanaAccountFrom(generatePrivateKey())
    const forged = base58.encode(other.signMessage(new TextEncoder().encode(message.message)))
    expect(await verifySiwxSession({ ...message, signature: forged })).toBe(false)
    expect(await verifySiwxSession({ ...message, signature: '0OIl' })).toBe(false)
  })
})

describe("the default session store: Portico's storage, verified, while it lasts", () => {
  const store = (now = () => Date.now()) =>
    storageSiwxSessions({ storage: createPorticoStorage(memoryStore()), node: async () => undefined, now })

  it('keeps a verified session, refuses a forged one, and signs out', async () => {
    const sessions = store()
    const session = await eoaSession()
    await sessions.add(session)
    await expect(sessions.get('eip155:1', eoa.address.toLowerCase())).resolves.toEqual([session])
    await expect(sessions.get('eip155:137', eoa.address)).resolves.toEqual([])
    const forger = privateKeyToAccount(generatePrivateKey())
    await expect(
      sessions.add({ ...session, signature: await forger.signMessage({ message: session.message }) }),
    ).rejects.toThrow(signatureRefused)
    await sessions.revoke('eip155:1', eoa.address)
    await expect(sessions.get('eip155:1', eoa.address)).resolves.toEqual([])
  })

  it('one session per account and network: a new one replaces the old; an expired one is not found', async () => {
    let now = Date.now()
    const sessions = store(() => now)
    const first = await eoaSession()
    const second = await eoaSession()
    await sessions.add(first)
    await sessions.add(second)
    await expect(sessions.get('eip155:1', eoa.address)).resolves.toEqual([second])
    now += 25 * 60 * 60 * 1000
    await expect(sessions.get('eip155:1', eoa.address)).resolves.toEqual([])
    await expect(sessions.add(await eoaSession())).rejects.toThrow('The sign-in message has expired')
  })
})
