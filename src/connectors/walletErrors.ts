// EIP-1193 and JSON-RPC error codes (section 8) as one typed error the flows and views use.
export type WalletErrorKind =
  | 'userRejected'
  | 'unauthorized'
  | 'unsupportedMethod'
  | 'disconnected'
  | 'chainDisconnected'
  | 'unrecognizedChain'
  | 'parseError'
  | 'invalidRequest'
  | 'methodNotFound'
  | 'invalidParams'
  | 'internalError'
  | 'walletCapability'
  /** A network outside what a session approved: switching would take a new session. */
  | 'networkNotApproved'
  /** WalletConnect: its relay could not be reached; the pairing's proposal was not published in time. */
  | 'relayUnreachable'
  /** The embedded wallet's frame never loaded (section 8's `iframe_load_failed`): what waited on it failed with it. */
  | 'frameLoadFailed'
  | 'unknown'

export class WalletError extends Error {
  override name = 'WalletError'
  constructor(
    readonly kind: WalletErrorKind,
    message: string,
    readonly code?: number,
    options?: ErrorOptions,
  ) {
    super(message, options)
  }
}

const byCode: Record<number, WalletErrorKind> = {
  [-32700]: 'parseError',
  [-32600]: 'invalidRequest',
  [-32601]: 'methodNotFound',
  [-32602]: 'invalidParams',
  [-32603]: 'internalError',
  4001: 'userRejected',
  // A wallet declining with 5000 is treated as user rejection (section 8).
  5000: 'userRejected',
  4100: 'unauthorized',
  4200: 'unsupportedMethod',
  4900: 'disconnected',
  4901: 'chainDisconnected',
  4902: 'unrecognizedChain',
}

/** Maps whatever a wallet threw to a WalletError, keeping the wallet's own message. */
export function toWalletError(error: unknown): WalletError {
  if (error instanceof WalletError) return error
  const e = (error ?? {}) as { code?: unknown; message?: unknown; cause?: { code?: unknown } }
  const code = typeof e.code === 'number' ? e.code : typeof e.cause?.code === 'number' ? e.cause.code : undefined
  const message = typeof e.message === 'string' && e.message ? e.message : 'Something went wrong'
  let kind: WalletErrorKind =
    code === undefined ? 'unknown' : (byCode[code] ?? (code >= 5700 && code <= 5760 ? 'walletCapability' : 'unknown'))
  if (kind === 'unknown' && /user (rejected|denied)/i.test(message)) kind = 'userRejected'
  return new WalletError(kind, message, code)
}
