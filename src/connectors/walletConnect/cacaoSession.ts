// WalletConnect's one-click sign-in in section 3's terms: the authenticate request built from a
// sign-in request, and each CACAO the wallet answers with read back as a SIWX session (its
// fields, the text the wallet signed, the signature, the CACAO itself).
import type { CaipNetworkId } from '../../contract'
import type { SiwxSession } from '../../siwx/types'
import type { SignInRequest } from '../types'

/** A CACAO as the wallet sends it (CAIP-74): header, payload, signature. */
export interface Cacao {
  h: { t: string }
  p: {
    /** `did:pkh:eip155:1:0x…`: the account and network that signed. */
    iss: string
    domain: string
    aud: string
    nonce: string
    iat: string
    version?: string
    statement?: string
    exp?: string
    nbf?: string
    requestId?: string
    resources?: string[]
  }
  s: { t: string; s: string }
}

/** The SDK's authenticate parameters Portico sets. */
export interface AuthenticateRequest {
  chains: string[]
  domain: string
  uri: string
  nonce: string
  statement?: string
  exp?: string
  nbf?: string
  requestId?: string
  resources?: string[]
  methods: string[]
}

/** The request for `chains` (the sign-in's network first): the wallet signs one message per network it takes. */
export function authenticateRequest(signIn: SignInRequest, chains: readonly string[], methods: string[]) {
  return {
    chains: [signIn.chainId, ...chains.filter((chain) => chain !== signIn.chainId)],
    domain: signIn.domain,
    uri: signIn.uri,
    nonce: signIn.nonce,
    statement: signIn.statement,
    exp: signIn.expirationTime,
    nbf: signIn.notBefore,
    requestId: signIn.requestId,
    resources: signIn.resources,
    methods,
  } satisfies AuthenticateRequest
}

/**
 * A CACAO as a session; `format` is the SDK's own message writer, so the text is exactly what
 * the wallet signed. Undefined for one that names no eip155 account.
 */
export function sessionOfCacao(
  cacao: Cacao,
  format: (payload: Cacao['p'], iss: string) => string,
): SiwxSession | undefined {
  const [did, method, namespace, reference, address] = cacao.p.iss.split(':')
  if (did !== 'did' || method !== 'pkh' || namespace !== 'eip155' || !reference || !address) return undefined
  const { p } = cacao
  return {
    data: {
      accountAddress: address,
      chainId: `${namespace}:${reference}` as CaipNetworkId,
      domain: p.domain,
      uri: p.aud,
      version: '1',
      nonce: p.nonce,
      issuedAt: p.iat,
      ...(p.statement && { statement: p.statement }),
      ...(p.exp && { expirationTime: p.exp }),
      ...(p.nbf && { notBefore: p.nbf }),
      ...(p.requestId && { requestId: p.requestId }),
      ...(p.resources?.length && { resources: p.resources }),
    },
    message: format(p, p.iss),
    signature: cacao.s.s,
    cacao,
  }
}
