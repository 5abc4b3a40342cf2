// The sign-in message Portico writes (section 3's fields): EIP-4361 text for eip155 (viem's SIWE
// helper writes it, so viem's parser and verifier read it back), CAIP-122 text for the other
// namespaces (Solana's "Sign in with Solana" is that form). The domain and URI are the page's;
// where there is no page (a server render, a test) the app's metadata URL stands in.
import { createSiweMessage, generateSiweNonce } from 'viem/siwe'
import { namespaceOf, referenceOf, type CaipNetworkId, type ChainNamespace } from '../contract/core'
import type { SiwxConfig, SiwxMessage, SiwxMessageData } from './types'

/** Section 9 says nothing of a lifetime: a day, as the peers' default sessions last. */
export const defaultSessionSeconds = 24 * 60 * 60
export const defaultStatement = 'Please sign with your account'

/** CAIP-122's "sign in with your … account" names. */
const accountNames: Record<ChainNamespace, string> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
}

export interface MessageContext {
  /** The page's address (`location.href`), or the app's metadata URL. */
  pageUrl: string
  now?: () => Date
}

export async function createSiwxMessage(
  input: { accountAddress: string; chainId: CaipNetworkId },
  config: SiwxConfig,
  context: MessageContext,
): Promise<SiwxMessage> {
  if (config.createMessage) return config.createMessage(input)
  const data = await siwxMessageData(input, config, context)
  return { data, message: siwxMessageText(data) }
}

/**
 * The message's fields; the host's own when it writes messages. For WalletConnect's one-click
 * sign-in the account is not known yet: `accountAddress` is empty and the wallet fills it in.
 */
export async function siwxMessageData(
  input: { accountAddress: string; chainId: CaipNetworkId },
  config: SiwxConfig,
  context: MessageContext,
): Promise<SiwxMessageData> {
  if (config.createMessage) return (await config.createMessage(input)).data
  const now = context.now?.() ?? new Date()
  const page = new URL(context.pageUrl)
  return {
    accountAddress: input.accountAddress,
    chainId: input.chainId,
    domain: page.host,
    uri: page.href,
    version: '1',
    nonce: (await config.getNonce?.(input)) ?? generateSiweNonce(),
    statement: config.statement ?? defaultStatement,
    issuedAt: now.toISOString(),
    expirationTime: new Date(now.getTime() + (config.expiresInSeconds ?? defaultSessionSeconds) * 1000).toISOString(),
  }
}

/** The text the wallet signs for `data`. */
export function siwxMessageText(data: SiwxMessageData): string {
  const namespace = namespaceOf(data.chainId)
  if (namespace === 'eip155')
    return createSiweMessage({
      address: data.accountAddress as `0x${string}`,
      chainId: Number(referenceOf(data.chainId)),
      domain: data.domain,
      uri: data.uri,
      version: data.version,
      nonce: data.nonce,
      statement: data.statement,
      issuedAt: new Date(data.issuedAt),
      expirationTime: data.expirationTime ? new Date(data.expirationTime) : undefined,
      notBefore: data.notBefore ? new Date(data.notBefore) : undefined,
      requestId: data.requestId,
      resources: data.resources,
    })
  const lines = [
    `${data.domain} wants you to sign in with your ${accountNames[namespace] ?? namespace} account:`,
    data.accountAddress,
    '',
    ...(data.statement ? [data.statement, ''] : []),
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${referenceOf(data.chainId)}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
    ...(data.expirationTime ? [`Expiration Time: ${data.expirationTime}`] : []),
    ...(data.notBefore ? [`Not Before: ${data.notBefore}`] : []),
    ...(data.requestId ? [`Request ID: ${data.requestId}`] : []),
    ...(data.resources?.length ? ['Resources:', ...data.resources.map((resource) => `- ${resource}`)] : []),
  ]
  return lines.join('\n')
}

/** A session still counts: not expired, and not before its start. */
export function sessionLive(data: SiwxMessageData, now = Date.now()): boolean {
  if (data.expirationTime && Date.parse(data.expirationTime) <= now) return false
  if (data.notBefore && Date.parse(data.notBefore) > now) return false
  return true
}
