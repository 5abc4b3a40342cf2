// The embedded wallet's frame protocol (spec section 7), declared once as data like the contract
// table, as the secure site speaks it. No server source is public; the public client that talks
// to it is (reown-com/appkit, packages/wallet/src, published as @reown/appkit-wallet 1.8.24):
// `W3mFrameConstants.ts` names the events, `W3mFrameSchema.ts` gives their payloads, and each
// entry below names the client's schema it follows. The frame client, the fake frame in mocks/
// and their tests derive from this table; a message that fails it is never acted on.
//
// On the wire an app message is `{ type: '@w3m-app/<EVENT>', id, payload }`; the frame answers
// `{ type: '@w3m-frame/<EVENT>_SUCCESS', id, payload }` or `{ type: '@w3m-frame/<EVENT>_ERROR',
// id, payload: { message } }` with the request's id, and says on its own `@w3m-frame/READY`
// `{ version? }` and `@w3m-frame/SESSION_UPDATE { token }`. An event without a payload carries
// none. Section 5 asks more than the client in one way: a key the client's schema does not name
// is refused (the client's schemas strip it), on every message and every nested object.
import { z } from 'zod'
import { webUrl } from '../contract/core'
import { accountType, solanaAddress } from '../contract/entities'
import { rpcRequestProblem } from './rpcMethods'

/** Section 9: SDK frame version 4 (the frame URL's `version`, as the client writes it). */
export const frameVersion = '4'

/** An event without a payload: the key is left out (or undefined, as a structured clone keeps it). */
const none = z.undefined().optional()
/** Section 3: a chain id is a string (CAIP or a bare reference) or a number. */
const chainId = z.union([z.string().min(1), z.number().int().positive()])
/** A chain id as the protocol carries it (a number, or a string, CAIP or bare), as a number. */
export const chainIdNumber = (id: string | number) => Number(String(id).split(':').pop())
/** Section 5: email fields must be valid emails. */
const email = z.email()
const evmAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Invalid EVM address')
/** The user's address on the chain asked for: an EVM one, or on a Solana network a Solana one. */
const address = z.union([evmAddress, solanaAddress])
/** Which of the two a namespace's user must have. */
export const userAddressOf = { eip155: evmAddress, solana: solanaAddress } as const
/** Section 5: the providers a social login redirects to (Farcaster has its own events). */
export const socialProvider = z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord'])
export type SocialProvider = z.infer<typeof socialProvider>

/** `SIWXMessage`: a sign-in the frame signs as it connects (section 4's one-click sign-in). */
const siwxMessage = z.strictObject({
  serializedMessage: z.string().optional(),
  accountAddress: z.string(),
  chainId: z.string(),
  notBefore: z.string().optional(),
  domain: z.string(),
  uri: z.string(),
  version: z.string(),
  nonce: z.string(),
  statement: z.string().optional(),
  resources: z.array(z.string()).optional(),
  requestId: z.string().optional(),
  issuedAt: z.string().optional(),
  expirationTime: z.string().optional(),
})
/** The accounts a user holds: the client's `ACCOUNT_TYPES`, an EOA or a smart account. */
const accounts = z.array(z.strictObject({ address, type: z.enum(['eoa', 'smartAccount']) }))
/** What a connected answer may add: the one-click sign-in's signature, message and request. */
const signedIn = {
  signature: z.string().optional(),
  message: z.string().optional(),
  siwxMessage: siwxMessage.optional(),
}

/** Section 3: the embedded wallet's user (`FrameGetUserResponse`). */
export const frameUser = z.strictObject({
  email: email.nullish(),
  address,
  chainId,
  smartAccountDeployed: z.boolean().optional(),
  accounts: accounts.optional(),
  preferredAccountType: accountType.optional(),
  ...signedIn,
})
export type FrameUser = z.infer<typeof frameUser>

/** A social login's user (`FrameConnectSocialResponse`): its name too, and no deployment flag. */
const socialUser = z.strictObject({
  email: z.string().nullish(),
  address,
  chainId,
  accounts: accounts.optional(),
  userName: z.string().nullish(),
  preferredAccountType: accountType.optional(),
  ...signedIn,
})

/** Section 4: what connect email asks for next. */
export const emailAction = z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT'])

/**
 * What the frame may be asked to read or sign: a method of section 6's lists with the params the
 * client's schema gives it (rpcMethods.ts), on a chain, as `W3mFrameProvider.request` sends it.
 */
export const rpcRequest = z
  .strictObject({
    method: z.string().min(1),
    params: z.unknown().optional(),
    chainId: chainId.optional(),
    chainNamespace: z.enum(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos']).optional(),
    rpcUrl: z.string().optional(),
  })
  .superRefine((request, context) => {
    const problem = rpcRequestProblem(request)
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['params'] })
  })

interface FrameEvent<Request extends z.ZodType, Success extends z.ZodType> {
  /** The client's schemas this entry follows (W3mFrameSchema.ts). */
  from: string
  request: Request
  success: Success
  /** Section 9: login-type requests time out after 30 s (`iframe_request_timeout`). */
  login?: true
  /**
   * Section 4's setup (ready → initialized): the app's data and theme, synced before the first
   * request. That request (a login, section 9's 30 s) waits behind them, so they are bounded as
   * it is: one wait of 30 s for the whole setup, ended as `iframe_request_timeout` (frameClient.ts).
   */
  setup?: true
  /**
   * A request the frame answers by itself, which a view waits on (a Farcaster URI, the user while
   * connecting, an email update and its codes, an account type switch, is-connected at start, the
   * smart-account networks read with the user, a network switch). Section 8 names no bound for
   * these: its 30 s lists the login-type requests only. They are bounded by the same 30 s, ended as
   * `iframe_request_timeout` with its alert, because what the visitor waits on is the same frame
   * doing the same kind of work, and a frame that answers nothing should end every wait alike.
   * Not for a wait that is the visitor deciding: an unsafe RPC request awaiting approval in the
   * frame, connect Farcaster awaiting the visitor in Farcaster (its view has Back and Try again).
   */
  frameAnswers?: true
}

const event = <Request extends z.ZodType, Success extends z.ZodType>(e: FrameEvent<Request, Success>) => e

/** Every app-to-frame request of section 7 and the client, with its success answer. */
export const frameEvents = {
  switchNetwork: event({
    from: 'AppSwitchNetworkRequest → FrameSwitchNetworkResponse',
    request: z.strictObject({ chainId, rpcUrl: z.string().optional() }),
    success: z.strictObject({ chainId }),
    frameAnswers: true,
  }),
  connectEmail: event({
    from: 'AppConnectEmailRequest → FrameConnectEmailResponse',
    request: z.strictObject({ email }),
    success: z.strictObject({ action: emailAction }),
    login: true,
  }),
  connectDevice: event({ from: 'APP_CONNECT_DEVICE (no payload) → none', request: none, success: none, login: true }),
  connectOtp: event({
    from: 'AppConnectOtpRequest → none',
    request: z.strictObject({ otp: z.string() }),
    success: none,
    login: true,
  }),
  connectSocial: event({
    from: 'AppConnectSocialRequest → FrameConnectSocialResponse',
    request: z.strictObject({
      uri: z.string().min(1),
      preferredAccountType: accountType.optional(),
      chainId: chainId.optional(),
      siwxMessage: siwxMessage.optional(),
      rpcUrl: z.string().optional(),
    }),
    success: socialUser,
    login: true,
  }),
  getFarcasterUri: event({
    from: 'APP_GET_FARCASTER_URI (no payload) → FrameGetFarcasterUriResponse',
    request: none,
    success: z.strictObject({ url: webUrl }),
    frameAnswers: true,
  }),
  connectFarcaster: event({
    from: 'APP_CONNECT_FARCASTER (no payload) → FrameConnectFarcasterResponse',
    request: none,
    success: z.strictObject({ userName: z.string() }),
  }),
  getUser: event({
    from: 'AppGetUserRequest (optional) → FrameGetUserResponse',
    request: z
      .strictObject({
        chainId: chainId.optional(),
        preferredAccountType: accountType.optional(),
        socialUri: z.string().optional(),
        siwxMessage: siwxMessage.optional(),
        rpcUrl: z.string().optional(),
      })
      .optional(),
    success: frameUser,
    frameAnswers: true,
  }),
  getSocialRedirectUri: event({
    from: 'AppGetSocialRedirectUriRequest → FrameGetSocialRedirectUriResponse',
    request: z.strictObject({ provider: socialProvider }),
    success: z.strictObject({ uri: webUrl }),
    login: true,
  }),
  signOut: event({ from: 'APP_SIGN_OUT (no payload) → none', request: none, success: none }),
  isConnected: event({
    from: 'FrameSession (optional) → FrameIsConnectedResponse',
    request: z.strictObject({ token: z.string() }).optional(),
    success: z.strictObject({ isConnected: z.boolean() }),
    frameAnswers: true,
  }),
  getChainId: event({
    from: 'APP_GET_CHAIN_ID (no payload) → FrameGetChainIdResponse',
    request: none,
    success: z.strictObject({ chainId }),
  }),
  getSmartAccountEnabledNetworks: event({
    from: 'APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS (no payload) → FrameGetSmartAccountEnabledNetworksResponse',
    request: none,
    success: z.strictObject({ smartAccountEnabledNetworks: z.array(z.number().int().positive()) }),
    frameAnswers: true,
  }),
  setPreferredAccount: event({
    from: 'AppSetPreferredAccountRequest → FrameSetPreferredAccountResponse',
    request: z.strictObject({ type: accountType }),
    success: z.strictObject({ type: accountType, address }),
    frameAnswers: true,
  }),
  rpcRequest: event({
    from: 'RPCRequest (W3mFrameTypes.ts) → RpcResponse',
    request: rpcRequest,
    // `z.any()`: anything, or no payload at all.
    success: z.unknown().optional(),
  }),
  updateEmail: event({
    from: 'AppUpdateEmailRequest → FrameUpdateEmailResponse',
    request: z.strictObject({ email }),
    success: z.strictObject({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
    frameAnswers: true,
  }),
  updateEmailPrimaryOtp: event({
    from: 'AppUpdateEmailPrimaryOtpRequest → none',
    request: z.strictObject({ otp: z.string() }),
    success: none,
    frameAnswers: true,
  }),
  updateEmailSecondaryOtp: event({
    from: 'AppUpdateEmailSecondaryOtpRequest → FrameUpdateEmailSecondaryOtpResponse',
    request: z.strictObject({ otp: z.string() }),
    success: z.strictObject({ newEmail: email }),
    frameAnswers: true,
  }),
  syncTheme: event({
    from: 'AppSyncThemeRequest → none',
    request: z.strictObject({
      themeMode: z.enum(['light', 'dark']).optional(),
      themeVariables: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
      w3mThemeVariables: z.record(z.string(), z.string()).optional(),
    }),
    success: none,
    setup: true,
  }),
  syncDappData: event({
    from: 'AppSyncDappDataRequest → none',
    request: z.strictObject({
      metadata: z
        .strictObject({ name: z.string(), description: z.string(), url: z.string(), icons: z.array(z.string()) })
        .optional(),
      sdkVersion: z.string().optional(),
      sdkType: z.string().optional(),
      projectId: z.string(),
    }),
    success: none,
    setup: true,
  }),
  reload: event({ from: 'APP_RELOAD (no payload) → none', request: none, success: none }),
} satisfies Record<string, FrameEvent<z.ZodType, z.ZodType>>

/**
 * What the app tells the frame without waiting for an answer: `RPC_ABORT` (no payload; the
 * client gives it an id of its own and names no request), sent once per open RPC request when
 * the visitor leaves the approval (section 4). The client's schema has no answer to it.
 */
export const frameSignals = { rpcAbort: none } as const
export type FrameSignalName = keyof typeof frameSignals

export type FrameEventName = keyof typeof frameEvents
export type FrameRequest<E extends FrameEventName> = z.input<(typeof frameEvents)[E]['request']>
export type FrameSuccess<E extends FrameEventName> = z.output<(typeof frameEvents)[E]['success']>

/** What the frame says without being asked (`FrameReadyResponse`, `FrameSession`). */
export const frameNotices = {
  ready: z.strictObject({ version: z.string().optional() }),
  // Section 5: a frame event that does not match fails parsing; an empty token is no session.
  sessionUpdate: z.strictObject({ token: z.string().min(1) }),
} as const
export type FrameNoticeName = keyof typeof frameNotices

/** Section 7: an error answer carries { message } (the client's `zError`: required). */
export const frameErrorPayload = z.strictObject({ message: z.string() })

export const appPrefix = '@w3m-app/'
export const framePrefix = '@w3m-frame/'
/** The client's event names: ours in SCREAMING_SNAKE (`getSmartAccountEnabledNetworks` → `GET_SMART_ACCOUNT_ENABLED_NETWORKS`). */
export const wireName = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()
export const appMessageType = (name: FrameEventName | FrameSignalName) => `${appPrefix}${wireName(name)}`
export const successType = (name: FrameEventName) => `${framePrefix}${wireName(name)}_SUCCESS`
export const errorType = (name: FrameEventName) => `${framePrefix}${wireName(name)}_ERROR`
export const noticeType = (name: FrameNoticeName) => `${framePrefix}${wireName(name)}`

/** A random request id, one per message (section 7); the client's are shorter, the frame echoes any. */
export const requestId = () => globalThis.crypto.randomUUID()
/** The client's `EventSchema`: the id is optional on every message ("until all packages are updated"). */
const id = z.string().min(1).optional()

export const eventNames = Object.keys(frameEvents) as FrameEventName[]

/**
 * The events `iframe_request_timeout` (30 s, section 9) bounds: the login-type ones section 8
 * names, the setup they wait behind, and those the frame answers by itself (`frameAnswers`).
 */
export const requestTimeoutBounds = (name: FrameEventName) => {
  const definition: FrameEvent<z.ZodType, z.ZodType> = frameEvents[name]
  return !!(definition.login || definition.setup || definition.frameAnswers)
}
const signalNames = Object.keys(frameSignals) as FrameSignalName[]
const noticeNames = Object.keys(frameNotices) as FrameNoticeName[]

const appTypes = new Map<string, FrameEventName | FrameSignalName>(
  [...eventNames, ...signalNames].map((name) => [appMessageType(name), name]),
)
/** The event an app message's type names, as the frame reads it. */
export const appEventOf = (type: string) => appTypes.get(type)

const tuple = <T extends z.ZodType>(list: T[]) => list as unknown as [T, T, ...T[]]
const message = (type: string, payload: z.ZodType) => z.strictObject({ type: z.literal(type), id, payload })

/** Every message the app may send, as the frame reads it. */
export const appMessage = z.discriminatedUnion(
  'type',
  tuple([
    ...eventNames.map((name) => message(appMessageType(name), frameEvents[name].request)),
    ...signalNames.map((name) => message(appMessageType(name), frameSignals[name])),
  ]),
)
export type AppMessage = z.output<typeof appMessage>

/** Every message the frame may send, as the app reads it. */
export const frameMessage = z.discriminatedUnion(
  'type',
  tuple([
    ...eventNames.map((name) => message(successType(name), frameEvents[name].success)),
    ...eventNames.map((name) => message(errorType(name), frameErrorPayload)),
    ...noticeNames.map((name) => message(noticeType(name), frameNotices[name])),
  ]),
)
export type FrameMessage = z.output<typeof frameMessage>

/**
 * The one message of a social login's popup (`ConnectorControllerUtil.connectSocial`): the
 * provider's page, back on the secure site's origin, tells the window that opened it where the
 * sign-in came back to, `{ resultUri }` and nothing else. A visitor who declines closes it.
 */
export const socialResultMessage = z.strictObject({ resultUri: webUrl })
export type SocialResultMessage = z.output<typeof socialResultMessage>
