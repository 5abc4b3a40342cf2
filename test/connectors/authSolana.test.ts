// The embedded wallet on Solana: where the host configured a Solana network, the same sign-in
// connects the user's Solana account (its key the frame's, never sent), and the connector's
// Solana provider signs messages and transactions through the frame after the visitor's
// approval there; ed25519 checks every signature. Section 5's rule refuses what lacks a
// message and pubkey or transaction(s) before the frame hears of it.
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { describe, expect, it, vi } from 'vitest'
import { createAuthConnector } from '../../src/connectors/auth/authConnector'
import type { SolanaProvider } from '../../src/connectors/auth/frameSolanaProvider'
import { userKey } from '../../mocks/frame/frameWallet'
import { solanaAccountFrom, solanaMainnet } from '../../mocks/wallets/solanaAccount'
import { connectedPair, secret } from '../frame/support/framePair'
import { solanaTransfer } from '../support/solanaTransfer'

const email = 'solana@example.com'
const solanaDevnet = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

async function signedIn() {
  const pair = connectedPair()
  const connector = createAuthConnector({
    frame: async () => pair.client,
    chainId: 31337,
    solanaChainId: solanaMainnet,
  })
  pair.auth.approveDevice(email)
  await connector.emailLogin.start(email)
  await connector.emailLogin.confirmCode(pair.auth.inbox(email).at(-1)!.value)
  const connection = await connector.connect({})
  const provider = connector.getProvider('solana') as SolanaProvider
  return { pair, connector, connection, provider, address: solanaAccountFrom(userKey(secret, email)).address }
}

describe('the embedded wallet connects a Solana account with the same sign-in', () => {
  it('both namespaces connected: the EVM account and the Solana account of the frame key', async () => {
    const { connection, provider, address } = await signedIn()
    expect(connection.namespaces?.solana).toEqual({
      caipAddress: `${solanaMainnet}:${address}`,
      accounts: [address],
      caipNetworkId: solanaMainnet,
    })
    expect(connection.namespaces?.eip155?.caipAddress).toBe(connection.caipAddress)
    expect(provider.publicKey).toBe(address)
  })

  it('without a Solana network configured, only the EVM account connects', async () => {
    const pair = connectedPair()
    const connector = createAuthConnector({ frame: async () => pair.client, chainId: 31337 })
    pair.auth.approveDevice(email)
    await connector.emailLogin.start(email)
    await connector.emailLogin.confirmCode(pair.auth.inbox(email).at(-1)!.value)
    expect((await connector.connect({})).namespaces).toBeUndefined()
  })
})

describe("the embedded wallet's Solana provider signs through the frame", () => {
  it('a message: the ed25519 signature of its bytes by the Solana address', async () => {
    const { provider, connector, connection, address } = await signedIn()
    const message = new TextEncoder().encode('Sign in to Portico on Solana')
    const signature = await provider.signMessage(message)
    expect(ed25519.verify(signature, message, base58.decode(address))).toBe(true)
    // The connector's own signMessage for the Solana account: base58, as Solana's RPC gives it.
    const text = 'From the connector'
    const fromConnector = await connector.signMessage({
      caipAddress: connection.namespaces!.solana!.caipAddress,
      message: text,
    })
    expect(ed25519.verify(base58.decode(fromConnector), new TextEncoder().encode(text), base58.decode(address))).toBe(
      true,
    )
  })

  it('a transaction: its signer slot filled with the signature of its message; several, each', async () => {
    const { provider, address } = await signedIn()
    const receiver = base58.encode(new Uint8Array(32).fill(9))
    const transfer = solanaTransfer(address, receiver, 1_000_000n)
    const signed = await provider.signTransaction(transfer.transaction)
    expect(signed.subarray(65)).toEqual(transfer.message)
    expect(ed25519.verify(transfer.signature(signed), transfer.message, base58.decode(address))).toBe(true)

    const second = solanaTransfer(address, receiver, 2n)
    const both = await provider.signAllTransactions([transfer.transaction, second.transaction])
    expect(both).toHaveLength(2)
    expect(ed25519.verify(second.signature(both[1]!), second.message, base58.decode(address))).toBe(true)
  })

  it('a transaction the user does not sign for is refused', async () => {
    const { provider } = await signedIn()
    const stranger = base58.encode(new Uint8Array(32).fill(3))
    // The frame's words come back (its errors carry a message only).
    await expect(provider.signTransaction(solanaTransfer(stranger, stranger, 1n).transaction)).rejects.toThrow(
      'has not been authorized',
    )
  })

  it('declined in the frame: a userRejected error, nothing signed', async () => {
    const { provider, pair } = await signedIn()
    pair.wallet.wallet()!.setMode('reject')
    await expect(provider.signMessage(new Uint8Array([1, 2, 3]))).rejects.toMatchObject({ kind: 'userRejected' })
  })

  it('section 5: a request without a message and pubkey, or transaction(s), is refused before the frame hears of it', async () => {
    const { provider, pair } = await signedIn()
    const asked = vi.spyOn(pair.client, 'request')
    await expect(provider.request({ method: 'solana_signMessage', params: { message: 'abc' } })).rejects.toMatchObject({
      kind: 'invalidParams',
    })
    await expect(provider.request({ method: 'solana_signTransaction', params: {} })).rejects.toMatchObject({
      kind: 'invalidParams',
    })
    await expect(provider.request({ method: 'personal_sign', params: ['0x00'] })).rejects.toMatchObject({
      kind: 'unsupportedMethod',
    })
    expect(asked).not.toHaveBeenCalled()
  })

  it('switching the Solana network: the frame and the connector follow, the account stays', async () => {
    const { connector, provider, address } = await signedIn()
    const events: unknown[] = []
    connector.subscribe((event) => events.push(event))
    await connector.switchNetwork({ chainNamespace: 'solana', caipNetworkId: solanaDevnet } as never)
    expect(events).toEqual([{ type: 'chainChanged', caipNetworkId: solanaDevnet }])
    const signature = await provider.signMessage(new Uint8Array([4]))
    expect(ed25519.verify(signature, new Uint8Array([4]), base58.decode(address))).toBe(true)
  })
})
