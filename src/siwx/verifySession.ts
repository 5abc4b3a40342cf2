// Whether a sign-in session's signature is the account's own, for real: an EVM signature with
// viem (an EOA's recovered address, or a smart account's ERC-1271 answer on its chain, asked of
// the network's node), a Solana one with ed25519 (the platform's WebCrypto). The message must
// name the account and network its fields say, so fields and text cannot be mixed and matched.
import { createPublicClient, custom, isHex, verifyMessage as verifyEoaMessage, type Hex } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { namespaceOf, referenceOf } from '../contract/core'
import { base58Decode } from '../connectors/solana/encodings'
import type { HttpRpcTransport } from '../rpc/httpRpcTransport'
import type { SiwxSession } from './types'

/** The network's node, asked for only when a contract account's signature needs it. */
type NodeOf = () => Promise<HttpRpcTransport | undefined>

const sameAddress = (a: string | undefined, b: string) => !!a && a.toLowerCase() === b.toLowerCase()

async function verifyEip155(session: SiwxSession, nodeOf: NodeOf): Promise<boolean> {
  const { data, message, signature } = session
  const parsed = parseSiweMessage(message)
  if (!sameAddress(parsed.address, data.accountAddress) || parsed.chainId !== Number(referenceOf(data.chainId)))
    return false
  if (parsed.nonce !== data.nonce || parsed.domain !== data.domain || !isHex(signature)) return false
  const address = data.accountAddress as Hex
  // An EOA's signature is recovered here, with no node; anything else is a contract account's,
  // which its chain answers for (ERC-1271, or ERC-6492 before it is deployed).
  if (await recoveredIs(address, message, signature as Hex)) return true
  const node = await nodeOf()
  if (!node) return false
  const client = createPublicClient({
    transport: custom({ request: ({ method, params }) => node.request(method, (params as unknown[]) ?? []) }),
  })
  return client.verifyMessage({ address, message, signature: signature as Hex })
}

async function recoveredIs(address: Hex, message: string, signature: Hex): Promise<boolean> {
  try {
    return await verifyEoaMessage({ address, message, signature })
  } catch {
    // Not an EOA's 65-byte signature (a wrapped ERC-6492 one, say).
    return false
  }
}

async function verifyEd25519(session: SiwxSession): Promise<boolean> {
  const { data, message, signature } = session
  const lines = message.split('\n')
  if (lines[1] !== data.accountAddress || !lines.includes(`Chain ID: ${referenceOf(data.chainId)}`)) return false
  if (!lines.includes(`Nonce: ${data.nonce}`)) return false
  try {
    return await ed25519Verify(data.accountAddress, signature, message)
  } catch {
    // Not base58, or not an ed25519 key or signature.
    return false
  }
}

async function ed25519Verify(address: string, signature: string, message: string): Promise<boolean> {
  const key = await globalThis.crypto.subtle.importKey(
    'raw',
    base58Decode(address) as BufferSource,
    { name: 'Ed25519' },
    false,
    ['verify'],
  )
  return globalThis.crypto.subtle.verify(
    'Ed25519',
    key,
    base58Decode(signature) as BufferSource,
    new TextEncoder().encode(message),
  )
}

/**
 * True when the signature is the account's; a malformed session is false. A node that cannot be
 * asked (a contract account's check) throws: that is no answer, not a refusal.
 */
export async function verifySiwxSession(
  session: SiwxSession,
  nodeOf: NodeOf = async () => undefined,
): Promise<boolean> {
  switch (namespaceOf(session.data.chainId)) {
    case 'eip155':
      return verifyEip155(session, nodeOf)
    case 'solana':
      return verifyEd25519(session)
    default:
      return false
  }
}
