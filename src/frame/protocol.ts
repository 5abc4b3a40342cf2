// The embedded wallet's frame protocol (spec section 7), declared once as data like the contract
// table: every event the app sends the frame, what the frame answers on success, and whether it
// is a login-type request (section 9: 30 s timeout). The frame client, the fake frame in mocks/
// and their tests are derived from this table; a message that fails it is never acted on.
//
// On the wire an app message is `{ type: '@portico-app/<event>', id, payload }`; the frame
// answers `{ type: '@portico-frame/<event>/success', id, payload }` or
// `{ type: '@portico-frame/<event>/error', id, payload: { message } }`, and says on its own
// `ready { version }` and `sessionUpdate { token }` (no id). Ids are random per message.
import { z } from 'zod'
import { accountType, solanaAddress } from '../contract/entities'

/** Section 9: SDK frame version 4. */
export const frameVersion = 4

/** An event without a payload: the key may be there (undefined) or left out, as senders differ. */
const none = z.undefined().optional()
/** Section 3: a chain id is a string or a number. */
const chainId = z.union([z.string().min(1), z.number().int().positive()])
/** A chain id as the protocol carries it (a number, or a string, CAIP or bare), as a number. */
export const chainIdNumber = (id: string | number) => Number(String(id).split(':').pop())
/** Section 5: email fields must be valid emails. */
const email = z.email()
/** Section 5: the one-time code is a string. */
const otp = z.string().min(1)
const evmAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Invalid EVM address')
/** The user's address on the chain asked for: an EVM one, or on a Solana network a Solana one. */
const address = z.union([evmAddress, solanaAddress])
/** Which of the two a namespace's user must have. */
export const userAddressOf = { eip155: evmAddress, solana: solanaAddress } as const
/** Section 5: the providers a social login redirects to (Farcaster has its own events). */
export const socialProvider = z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord'])
export type SocialProvider = z.infer<typeof socialProvider>

/** Section 3: the embedded wallet's user. */
export const frameUser = z.object({
  email: z.email().nullish(),
  address,
  chainId,
  accounts: z.array(z.object({ address, type: accountType })).optional(),
  userName: z.string().optional(),
  preferredAccountType: accountType.optional(),
  smartAccountDeployed: z.boolean().optional(),
})
export type FrameUser = z.infer<typeof frameUser>

/** Section 4: what connect email asks for next. */
export const emailAction = z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT'])

/** Section 3: theme sync and dapp data sync. */
const themeSync = z.object({
  themeMode: z.enum(['light', 'dark']),
  themeVariables: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
})
const dappData = z.object({
  metadata: z.object({ name: z.string(), description: z.string(), url: z.string(), icons: z.array(z.string()) }),
  sdkVersion: z.string(),
  sdkType: z.string(),
  projectId: z.string(),
})

/** An RPC request the frame may be asked (section 6 decides which methods; rpcMethods.ts). */
export const rpcRequest = z.object({
  method: z.string().min(1),
  params: z.unknown().optional(),
  chainId: chainId.optional(),
})

interface FrameEvent<Request extends z.ZodType, Success extends z.ZodType> {
  request: Request
  success: Success
  /** Section 9: login-type requests time out after 30 s (`iframe_request_timeout`). */
  login?: true
}

const event = <Request extends z.ZodType, Success extends z.ZodType>(e: FrameEvent<Request, Success>) => e

/** Every app-to-frame event of section 7, with its success answer. */
export const frameEvents = {
  switchNetwork: event({ request: z.object({ chainId }), success: z.object({ chainId }) }),
  connectEmail: event({ request: z.object({ email }), success: z.object({ action: emailAction }), login: true }),
  connectDevice: event({ request: none, success: none, login: true }),
  connectOtp: event({ request: z.object({ otp }), success: none, login: true }),
  connectSocial: event({
    request: z.object({ uri: z.string().min(1), preferredAccountType: accountType.optional() }),
    success: frameUser,
    login: true,
  }),
  getFarcasterUri: event({ request: none, success: z.object({ url: z.url() }) }),
  connectFarcaster: event({ request: none, success: frameUser }),
  getUser: event({
    request: z.object({ chainId, preferredAccountType: accountType.optional(), socialUri: z.string().optional() }),
    success: frameUser,
  }),
  getSocialRedirectUri: event({
    request: z.object({ provider: socialProvider }),
    success: z.object({ uri: z.url() }),
    login: true,
  }),
  signOut: event({ request: none, success: none }),
  isConnected: event({
    request: z.object({ token: z.string().optional() }),
    success: z.object({ isConnected: z.boolean() }),
  }),
  getChainId: event({ request: none, success: z.object({ chainId }) }),
  getSmartAccountEnabledNetworks: event({
    request: none,
    success: z.object({ smartAccountEnabledNetworks: z.array(z.number().int().positive()) }),
  }),
  initSmartAccount: event({ request: none, success: z.object({ address: evmAddress, isDeployed: z.boolean() }) }),
  setPreferredAccount: event({
    request: z.object({ type: accountType }),
    success: z.object({ type: accountType, address: evmAddress }),
  }),
  rpcRequest: event({ request: rpcRequest, success: z.unknown() }),
  updateEmail: event({
    request: z.object({ email }),
    success: z.object({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
  }),
  updateEmailPrimaryOtp: event({ request: z.object({ otp }), success: none }),
  updateEmailSecondaryOtp: event({ request: z.object({ otp }), success: z.object({ newEmail: email }) }),
  syncTheme: event({ request: themeSync, success: none }),
  syncDappData: event({ request: dappData, success: none }),
  reload: event({ request: none, success: none }),
} satisfies Record<string, FrameEvent<z.ZodType, z.ZodType>>

export type FrameEventName = keyof typeof frameEvents
export type FrameRequest<E extends FrameEventName> = z.input<(typeof frameEvents)[E]['request']>
export type FrameSuccess<E extends FrameEventName> = z.output<(typeof frameEvents)[E]['success']>

/** What the frame says without being asked. */
export const frameNotices = {
  ready: z.object({ version: z.number().int().positive() }),
  sessionUpdate: z.object({ token: z.string().min(1) }),
} as const
export type FrameNoticeName = keyof typeof frameNotices

/** Section 7: an error answer carries { message }. */
export const frameErrorPayload = z.object({ message: z.string().optional() })

export const appPrefix = '@portico-app/'
export const framePrefix = '@portico-frame/'
export const appMessageType = (name: FrameEventName) => `${appPrefix}${name}`
export const successType = (name: FrameEventName) => `${framePrefix}${name}/success`
export const errorType = (name: FrameEventName) => `${framePrefix}${name}/error`
export const noticeType = (name: FrameNoticeName) => `${framePrefix}${name}`

/** A random request id, one per message (section 7). */
export const requestId = () => globalThis.crypto.randomUUID()
const id = z.uuid()

export const eventNames = Object.keys(frameEvents) as FrameEventName[]
const noticeNames = Object.keys(frameNotices) as FrameNoticeName[]

const tuple = <T extends z.ZodType>(list: T[]) => list as unknown as [T, T, ...T[]]

/** Every message the app may send, as the frame reads it. */
export const appMessage = z.discriminatedUnion(
  'type',
  tuple(
    eventNames.map((name) =>
      z.strictObject({ type: z.literal(appMessageType(name)), id, payload: frameEvents[name].request }),
    ),
  ),
)
export type AppMessage = z.output<typeof appMessage>

/** Every message the frame may send, as the app reads it. */
export const frameMessage = z.discriminatedUnion(
  'type',
  tuple([
    ...eventNames.map((name) =>
      z.strictObject({ type: z.literal(successType(name)), id, payload: frameEvents[name].success }),
    ),
    ...eventNames.map((name) => z.strictObject({ type: z.literal(errorType(name)), id, payload: frameErrorPayload })),
    ...noticeNames.map((name) => z.strictObject({ type: z.literal(noticeType(name)), payload: frameNotices[name] })),
  ]),
)
export type FrameMessage = z.output<typeof frameMessage>

/**
 * The one message of a social login's popup: the provider's page, back on the frame's origin,
 * tells the window that opened it how the sign-in ended (its own address, carrying the state the
 * frame gave it, for connect social; or that the visitor declined).
 */
export const socialResultType = `${framePrefix}socialResult`
export const socialResultMessage = z.strictObject({
  type: z.literal(socialResultType),
  payload: z.union([z.strictObject({ resultUri: z.url() }), z.strictObject({ declined: z.literal(true) })]),
})
export type SocialResultMessage = z.output<typeof socialResultMessage>
