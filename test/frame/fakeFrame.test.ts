// The app's frame client and the fake frame (mocks/frame) speaking the protocol to each other
// through window-like message passing, each side behind its guard: an email login with the code
// from the inbox, a signature checked with viem against the user's address, the session checked
// and ended; and messages to the frame from anywhere but its parent refused and not acted on.
import { privateKeyToAccount } from 'viem/accounts'
import { verifyMessage, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { appMessageType, requestId } from '../../src/frame/protocol'
import { userKey, type KeptSession } from '../../mocks/frame/frameWallet'
import { createFakeAuth } from '../../mocks/frame/fakeAuth'
import { connectedPair, frameOrigin, pageOrigin, secret, type Listener } from './support/framePair'

describe('an email login through the fake frame, with real keys', () => {
  it('device approval, the code from the inbox, a session, and a signature viem accepts', async () => {
    const { client, auth, tokens } = connectedPair()
    const email = 'visitor@example.com'
    await expect(client.request('connectEmail', { email })).resolves.toEqual({ action: 'VERIFY_DEVICE' })
    const device = client.request('connectDevice', undefined)
    expect(auth.inbox(email).map((m) => m.kind)).toEqual(['device'])
    auth.approveDevice(email)
    await device
    const code = auth.inbox(email).at(-1)!
    expect(code.kind).toBe('code')
    await expect(client.request('connectOtp', { otp: '000000' })).rejects.toThrow('Invalid code')
    await client.request('connectOtp', { otp: code.value })
    await expect.poll(() => tokens).toHaveLength(1)

    const user = await client.request('getUser', { chainId: 31337 })
    // The key is the frame's own: derived from its secret and the email, never sent.
    expect(user.address).toBe(privateKeyToAccount(userKey(secret, email)).address)
    expect(user.email).toBe(email)
    await expect(client.request('isConnected', { token: tokens[0]! })).resolves.toEqual({ isConnected: true })

    const signature = await client.request('rpcRequest', {
      method: 'personal_sign',
      params: ['0x68656c6c6f', user.address],
    })
    expect(await verifyMessage({ address: user.address as Hex, message: 'hello', signature: signature as Hex })).toBe(
      true,
    )

    await expect(client.request('rpcRequest', { method: 'eth_sign', params: [user.address, '0x00'] })).rejects.toThrow(
      'Requested RPC call is not allowed',
    )
    await client.request('signOut', undefined)
    await expect(client.request('isConnected', { token: tokens[0]! })).resolves.toEqual({ isConnected: false })
  })

  it('a device approved once goes straight to the code', async () => {
    const { client, auth } = connectedPair()
    auth.approveDevice('returning@example.com')
    await expect(client.request('connectEmail', { email: 'Returning@example.com' })).resolves.toEqual({
      action: 'VERIFY_OTP',
    })
    expect(auth.inbox('returning@example.com').map((m) => m.kind)).toEqual(['code'])
  })
})

describe("section 4's email update in the fake frame: the key stays, the email changes", () => {
  const email = 'visitor@example.com'
  const newEmail = 'new@example.com'
  async function signedIn() {
    const pair = connectedPair()
    pair.auth.approveDevice(email)
    await pair.client.request('connectEmail', { email })
    await pair.client.request('connectOtp', { otp: pair.auth.inbox(email).at(-1)!.value })
    return pair
  }
  const lastCode = (auth: ReturnType<typeof createFakeAuth>, to: string) => auth.inbox(to).at(-1)!.value

  it('a code to the address in use, then one to the new address; the account keeps its key and signs in by the new email', async () => {
    const { client, auth } = await signedIn()
    const before = await client.request('getUser', { chainId: 31337 })
    await expect(client.request('updateEmail', { email: newEmail })).resolves.toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    // The new address hears nothing before the current one approved.
    expect(auth.inbox(newEmail)).toEqual([])
    await expect(client.request('updateEmailPrimaryOtp', { otp: '000000' })).rejects.toThrow('Invalid code')
    await client.request('updateEmailPrimaryOtp', { otp: lastCode(auth, email) })
    await expect(client.request('updateEmailSecondaryOtp', { otp: lastCode(auth, email) })).rejects.toThrow(
      'Invalid code',
    )
    await expect(client.request('updateEmailSecondaryOtp', { otp: lastCode(auth, newEmail) })).resolves.toEqual({
      newEmail,
    })
    const after = await client.request('getUser', { chainId: 31337 })
    expect(after).toMatchObject({ email: newEmail, address: before.address })

    // A login by the new email reaches the same account (its inbox was proven: no device step).
    await client.request('signOut', undefined)
    await expect(client.request('connectEmail', { email: newEmail })).resolves.toEqual({ action: 'VERIFY_OTP' })
    await client.request('connectOtp', { otp: lastCode(auth, newEmail) })
    await expect(client.request('getUser', { chainId: 31337 })).resolves.toMatchObject({ address: before.address })
  })

  it('the old address, once left, signs in to an account of its own with another key', async () => {
    const { client, auth } = await signedIn()
    const { address } = await client.request('getUser', { chainId: 31337 })
    await client.request('updateEmail', { email: newEmail })
    await client.request('updateEmailPrimaryOtp', { otp: lastCode(auth, email) })
    await client.request('updateEmailSecondaryOtp', { otp: lastCode(auth, newEmail) })
    await client.request('signOut', undefined)
    await client.request('connectEmail', { email })
    await client.request('connectOtp', { otp: lastCode(auth, email) })
    const other = await client.request('getUser', { chainId: 31337 })
    expect(other.email).toBe(email)
    expect(other.address).not.toBe(address)
  })

  it('an address in use by another account, or the same address, is refused before any code is sent', async () => {
    const { client, auth } = await signedIn()
    auth.approveDevice('taken@example.com')
    auth.startEmailLogin('taken@example.com')
    auth.verifyCode('taken@example.com', lastCode(auth, 'taken@example.com'))
    const sent = auth.inbox().length
    await expect(client.request('updateEmail', { email: 'Taken@example.com' })).rejects.toThrow(
      'This email is already in use',
    )
    await expect(client.request('updateEmail', { email })).rejects.toThrow('This is already your email')
    expect(auth.inbox()).toHaveLength(sent)
  })

  it('without a session there is no email to update', async () => {
    const { client } = connectedPair()
    await expect(client.request('updateEmail', { email: newEmail })).rejects.toThrow('Not signed in')
  })
})

describe("the frame origin's storage: the login service's records and the session", () => {
  /** One origin's storage, as two loads of the frame (or the frame and its inbox page) share it. */
  function originStorage() {
    const values = new Map<string, string>()
    let kept: KeptSession | undefined
    return {
      store: {
        getItem: (key: string) => values.get(key) ?? null,
        setItem: (key: string, value: string) => void values.set(key, value),
      },
      session: { load: () => kept, save: (value: KeptSession | undefined) => void (kept = value) },
    }
  }
  const email = 'visitor@example.com'

  it('the next load of the frame finds the visitor signed in, with the same key; signing out forgets it', async () => {
    const storage = originStorage()
    const first = connectedPair({ auth: { store: storage.store }, session: storage.session })
    first.auth.approveDevice(email)
    await first.client.request('connectEmail', { email })
    await first.client.request('connectOtp', { otp: first.auth.inbox(email).at(-1)!.value })

    const next = connectedPair({ auth: { store: storage.store }, session: storage.session })
    await expect(next.client.request('isConnected', undefined)).resolves.toEqual({ isConnected: true })
    const user = await next.client.request('getUser', { chainId: 31337 })
    expect(user).toMatchObject({ email, address: privateKeyToAccount(userKey(secret, email)).address })
    // A kept session is not announced again: the app already holds its token.
    expect(next.tokens).toEqual([])

    await next.client.request('signOut', undefined)
    const after = connectedPair({ auth: { store: storage.store }, session: storage.session })
    await expect(after.client.request('isConnected', undefined)).resolves.toEqual({ isConnected: false })
  })

  it('a device approved in another window (the inbox page) wakes the login waiting for it', async () => {
    const storage = originStorage()
    const { client, auth } = connectedPair({ auth: { store: storage.store } })
    const inboxPage = createFakeAuth({ store: storage.store })
    await client.request('connectEmail', { email })
    const device = client.request('connectDevice', undefined)
    expect(inboxPage.inbox(email).map((m) => m.kind)).toEqual(['device'])
    inboxPage.approveDevice(email)
    // The storage event the frame page listens to.
    auth.recordsChanged()
    await device
    expect(inboxPage.inbox(email).map((m) => m.kind)).toEqual(['device', 'code'])
  })
})

describe('the frame reads only its parent', () => {
  it('a forged sign-out from another origin or window, or a replayed one, is refused and changes nothing', async () => {
    const { client, auth, tokens, page, frame, deliver, server } = connectedPair()
    const email = 'visitor@example.com'
    auth.approveDevice(email)
    await client.request('connectEmail', { email })
    await client.request('connectOtp', { otp: auth.inbox(email).at(-1)!.value })
    await expect.poll(() => tokens).toHaveLength(1)

    const signOut = { type: appMessageType('signOut'), id: requestId(), payload: undefined }
    const evil = { name: 'another page', listeners: new Set<Listener>() }
    deliver(frame, evil, 'http://127.0.0.1:6666', frameOrigin, signOut, frameOrigin)
    deliver(frame, evil, pageOrigin, frameOrigin, { ...signOut, id: requestId() }, frameOrigin)
    // A key the client's schema does not name: refused whole, not stripped and obeyed.
    deliver(
      frame,
      page,
      pageOrigin,
      frameOrigin,
      { type: appMessageType('signOut'), id: 'k3x9q', all: true },
      frameOrigin,
    )
    // The page's own message, then the same message again.
    deliver(
      frame,
      page,
      pageOrigin,
      frameOrigin,
      { type: appMessageType('getChainId'), id: signOut.id, payload: undefined },
      frameOrigin,
    )
    deliver(
      frame,
      page,
      pageOrigin,
      frameOrigin,
      { type: appMessageType('signOut'), id: signOut.id, payload: undefined },
      frameOrigin,
    )
    await expect.poll(() => server().refused).toEqual({ origin: 1, source: 1, schema: 1, replayed: 1 })
    await expect(client.request('isConnected', { token: tokens[0]! })).resolves.toEqual({ isConnected: true })
    // The frame answered the page's own getChainId, which this client never asked: not read either.
    expect(client.refused.unexpected).toBe(1)
  })
})
