// The fake frame's own login service: what a real embedded wallet's backend does for email and
// social logins, offline. A new device for an address must be approved from the inbox first;
// then a six-digit code goes to the inbox; the right code within ten minutes opens a session. A
// social login is a one-time state the fake provider's consent page grants (or denies) for an
// account name there; the state, once granted and within ten minutes, opens a session. A
// Farcaster login is a channel the fake Farcaster approval page approves for a username, within
// ten minutes too. An email account keeps its key when its email changes (section 4's email
// update: a code to the current address, then one to the new): the key is derived from the
// account's identity, the first email, and the records map it to the email in use. The
// inbox is what the demo's inbox panel and the tests read. Its records live in a key-value
// store: memory by default, the frame origin's localStorage in the demo, so a session outlives
// a reload and the inbox page beside the frame sees the same mail.
export interface InboxMessage {
  to: string
  kind: 'code' | 'device'
  /** The code, or the device link's id. */
  value: string
  at: number
}

/** What the service keeps (one JSON value). */
interface AuthRecords {
  inbox: InboxMessage[]
  approvedDevices: string[]
  codes: Record<string, { code: string; at: number }>
  sessions: Record<string, string>
  /** When each session's token starts, by the service's clock. */
  sessionStarts: Record<string, number>
  /** Social logins under way, by their one-time state. */
  socialStates: Record<string, SocialState>
  /** Farcaster logins under way, by channel. */
  farcasterChannels: Record<string, { at: number; username?: string; declined?: boolean }>
  /** The email in use of each email account (or social account that added one), by identity. */
  emails: Record<string, string>
  /** Email updates under way, by identity: the new address and whose code is awaited. */
  emailUpdates: Record<string, { newEmail: string; awaiting: 'primary' | 'secondary' }>
}

interface SocialState {
  provider: string
  at: number
  outcome?: { granted: true; username: string } | { granted: false }
}

/** Who a social login signs in: the provider's account, as the frame keys it. */
export const socialIdentity = (provider: string, username: string) => `${provider}:${username.trim().toLowerCase()}`

export interface RecordStore {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

export interface FakeAuthOptions {
  now?: () => number
  /** Codes and device ids; random by default. */
  random?: () => string
  /** Where the records live; memory by default. */
  store?: RecordStore
}

/** Codes stay valid this long. */
export const codeLifetimeMs = 10 * 60_000

export type EmailStart = 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'
export type EmailUpdateStart = 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'

export const fakeAuthRecordsKey = 'portico-fake-frame:auth'

function memoryRecordStore(): RecordStore {
  const values = new Map<string, string>()
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) }
}

const empty = (): AuthRecords => ({
  inbox: [],
  approvedDevices: [],
  codes: {},
  sessions: {},
  sessionStarts: {},
  socialStates: {},
  farcasterChannels: {},
  emails: {},
  emailUpdates: {},
})

/** A social identity (`provider:account`) has no email of its own. */
const isEmailIdentity = (identity: string) => identity.includes('@') && !identity.includes(':')

/** The email an account uses now: the one it changed to, or the one it was made with. */
const emailOfAccount = (records: AuthRecords, identity: string) =>
  records.emails[identity] ?? (isEmailIdentity(identity) ? identity : undefined)

export function createFakeAuth(options: FakeAuthOptions = {}) {
  const now = options.now ?? Date.now
  const random =
    options.random ?? (() => String(100000 + (globalThis.crypto.getRandomValues(new Uint32Array(1))[0]! % 900000)))
  const store = options.store ?? memoryRecordStore()
  const deviceWaiters = new Map<string, () => void>()
  const farcasterWaiters = new Map<string, () => void>()
  const read = (): AuthRecords => {
    try {
      return { ...empty(), ...(JSON.parse(store.getItem(fakeAuthRecordsKey) ?? 'null') as AuthRecords | null) }
    } catch {
      return empty()
    }
  }
  /** Reads the records, lets `change` edit them, writes them back. */
  const update = <T>(change: (records: AuthRecords) => T): T => {
    const records = read()
    const result = change(records)
    store.setItem(fakeAuthRecordsKey, JSON.stringify(records))
    return result
  }
  /** A new session for `identity`: its token, started now by the service's clock. */
  const openSession = (records: AuthRecords, identity: string) => {
    const token = `session-${random()}-${random()}`
    records.sessions[token] = identity
    records.sessionStarts[token] = now()
    return token
  }

  const key = (email: string) => email.trim().toLowerCase()
  const send = (records: AuthRecords, to: string, kind: InboxMessage['kind'], value: string) =>
    void records.inbox.push({ to, kind, value, at: now() })
  const sendCode = (records: AuthRecords, email: string) => {
    const code = random()
    records.codes[email] = { code, at: now() }
    send(records, email, 'code', code)
  }
  /** Uses up the code sent to `email`: an error message when it is wrong or expired. */
  const takeCode = (records: AuthRecords, email: string, code: string): string | undefined => {
    const sent = records.codes[email]
    if (!sent || sent.code !== code) return 'Invalid code'
    if (now() - sent.at > codeLifetimeMs) return 'Code expired'
    delete records.codes[email]
    return undefined
  }
  /**
   * The account an email signs in to: the one using it now, else a new one named by it. An
   * address an account changed away from makes a new account with an identity of its own, so
   * no two accounts ever share a key.
   */
  const accountOfEmail = (records: AuthRecords, email: string) => {
    const using = Object.entries(records.emails).find(([, current]) => current === email)?.[0]
    if (using) return using
    return records.emails[email] === undefined ? email : `${email}#${random()}`
  }
  const inUse = (records: AuthRecords, email: string) =>
    Object.values(records.emails).includes(email) ||
    (records.emails[email] === undefined && Object.values(records.sessions).includes(email))
  /** Wakes the logins waiting for what some other window approved (a device, a Farcaster channel). */
  const wakeApproved = () => {
    const records = read()
    for (const [email, wake] of deviceWaiters) if (records.approvedDevices.includes(email)) wake()
    for (const [channel, wake] of farcasterWaiters) {
      const answered = records.farcasterChannels[channel]
      if (answered?.username || answered?.declined) wake()
    }
  }

  return {
    inbox: (to?: string) => read().inbox.filter((message) => to === undefined || message.to === key(to)),
    /** Section 4: connect email answers VERIFY_DEVICE, VERIFY_OTP or CONNECT. */
    startEmailLogin(address: string, sessionToken?: string): EmailStart {
      const email = key(address)
      return update((records) => {
        if (sessionToken && emailOfAccount(records, records.sessions[sessionToken] ?? '') === email) return 'CONNECT'
        if (!records.approvedDevices.includes(email)) {
          send(records, email, 'device', `device-${random()}`)
          return 'VERIFY_DEVICE'
        }
        sendCode(records, email)
        return 'VERIFY_OTP'
      })
    },
    /** The visitor clicks the device link in the inbox. */
    approveDevice(address: string) {
      const email = key(address)
      update((records) => void (records.approvedDevices.includes(email) || records.approvedDevices.push(email)))
      wakeApproved()
    },
    deviceApproved: (address: string) => read().approvedDevices.includes(key(address)),
    /** The records changed in another window (the inbox page): a device approved there counts here. */
    recordsChanged: wakeApproved,
    /** Resolves once the device is approved, then sends the code. */
    async waitForDevice(address: string): Promise<void> {
      const email = key(address)
      if (!read().approvedDevices.includes(email))
        await new Promise<void>((resolve) => deviceWaiters.set(email, resolve))
      deviceWaiters.delete(email)
      update((records) => sendCode(records, email))
    },
    /** A session for the right, unexpired code (the account's identity with it); an error message otherwise. */
    verifyCode(address: string, code: string): { token: string; identity: string } | { error: string } {
      const email = key(address)
      return update((records) => {
        const error = takeCode(records, email, code)
        if (error) return { error }
        const identity = accountOfEmail(records, email)
        records.emails[identity] = email
        const token = openSession(records, identity)
        return { token, identity }
      })
    },
    /**
     * Section 4's email update for the signed-in account: a code to the address in use, then one
     * to the new address (straight to the new one for an account without an email).
     */
    startEmailUpdate(identity: string, address: string): EmailUpdateStart | { error: string } {
      const newEmail = key(address)
      return update((records) => {
        const current = emailOfAccount(records, identity)
        if (current === newEmail) return { error: 'This is already your email' }
        if (inUse(records, newEmail)) return { error: 'This email is already in use' }
        const awaiting = current ? 'primary' : 'secondary'
        records.emailUpdates[identity] = { newEmail, awaiting }
        sendCode(records, current ?? newEmail)
        return current ? 'VERIFY_PRIMARY_OTP' : 'VERIFY_SECONDARY_OTP'
      })
    },
    /** The code sent to the address in use: then a code goes to the new address. */
    verifyUpdatePrimary(identity: string, code: string): { error: string } | undefined {
      return update((records) => {
        const pending = records.emailUpdates[identity]
        const current = emailOfAccount(records, identity)
        if (pending?.awaiting !== 'primary' || !current) return { error: 'No email update under way' }
        const error = takeCode(records, current, code)
        if (error) return { error }
        pending.awaiting = 'secondary'
        sendCode(records, pending.newEmail)
        return undefined
      })
    },
    /** The code sent to the new address: the account uses it from now on. */
    verifyUpdateSecondary(identity: string, code: string): { newEmail: string } | { error: string } {
      return update((records) => {
        const pending = records.emailUpdates[identity]
        if (pending?.awaiting !== 'secondary') return { error: 'No email update under way' }
        const error = takeCode(records, pending.newEmail, code)
        if (error) return { error }
        if (inUse(records, pending.newEmail)) return { error: 'This email is already in use' }
        delete records.emailUpdates[identity]
        records.emails[identity] = pending.newEmail
        // The code proved this device reads the new inbox.
        if (!records.approvedDevices.includes(pending.newEmail)) records.approvedDevices.push(pending.newEmail)
        return { newEmail: pending.newEmail }
      })
    },
    /** A social login starts: the state the provider's page carries and sends back. */
    startSocial(provider: string): string {
      const state = `social-${random()}${random()}`
      update((records) => void (records.socialStates[state] = { provider, at: now() }))
      return state
    },
    /** The provider's consent page: the visitor allowed (as `username`) or declined. */
    answerSocial(state: string, answer: { username: string } | 'declined') {
      update((records) => {
        const pending = records.socialStates[state]
        if (!pending || pending.outcome) return
        pending.outcome = answer === 'declined' ? { granted: false } : { granted: true, username: answer.username }
      })
    },
    socialProviderOf: (state: string) => read().socialStates[state]?.provider,
    /** A session for a granted, unused, unexpired state; an error message otherwise. */
    finishSocial(state: string): { token: string; identity: string; username: string } | { error: string } {
      return update((records) => {
        const pending = records.socialStates[state]
        if (!pending) return { error: 'Unknown social login' }
        delete records.socialStates[state]
        if (now() - pending.at > codeLifetimeMs) return { error: 'Social login expired' }
        if (!pending.outcome?.granted) return { error: 'Social login was declined' }
        const identity = socialIdentity(pending.provider, pending.outcome.username)
        const token = openSession(records, identity)
        return { token, identity, username: pending.outcome.username }
      })
    },
    /** A Farcaster login starts: the channel its approval page carries. */
    startFarcaster(): string {
      const channel = `farcaster-${random()}${random()}`
      update((records) => void (records.farcasterChannels[channel] = { at: now() }))
      return channel
    },
    farcasterPending: (channel: string) => !!read().farcasterChannels[channel],
    /** The Farcaster approval page: the visitor signs in as `username`. */
    approveFarcaster(channel: string, username: string) {
      update((records) => {
        const pending = records.farcasterChannels[channel]
        if (pending && !pending.username) pending.username = username
      })
      wakeApproved()
    },
    /** The Farcaster approval page: the visitor says no. */
    declineFarcaster(channel: string) {
      update((records) => {
        const pending = records.farcasterChannels[channel]
        if (pending && !pending.username) pending.declined = true
      })
      wakeApproved()
    },
    /** Resolves with a session once the channel is approved; an error message once it expired, was declined or dropped. */
    async waitForFarcaster(
      channel: string,
    ): Promise<{ token: string; identity: string; username: string } | { error: string }> {
      for (;;) {
        const pending = read().farcasterChannels[channel]
        if (!pending) return { error: 'Farcaster sign-in was cancelled' }
        if (now() - pending.at > codeLifetimeMs) {
          update((records) => delete records.farcasterChannels[channel])
          return { error: 'Farcaster sign-in expired' }
        }
        if (pending.declined) {
          update((records) => delete records.farcasterChannels[channel])
          // As a wallet says it (EIP-1193 4001's words): the client reads a decline from them.
          return { error: 'User rejected the Farcaster sign-in.' }
        }
        if (pending.username) {
          const username = pending.username
          return update((records) => {
            delete records.farcasterChannels[channel]
            const identity = socialIdentity('farcaster', username)
            const token = openSession(records, identity)
            return { token, identity, username }
          })
        }
        // Woken by an approval, or every second to notice expiry and another window's answer.
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 1000)
          farcasterWaiters.set(channel, () => (clearTimeout(timer), resolve()))
        })
        farcasterWaiters.delete(channel)
      }
    },
    /** The frame reloads: a Farcaster login under way is dropped. */
    dropFarcaster: (channel: string) => void update((records) => delete records.farcasterChannels[channel]),
    /** Who a session signed in: an email account's identity, or a social identity. */
    identityOf: (token: string | undefined) => (token ? read().sessions[token] : undefined),
    /** When a session's token starts, by the service's clock (sessions from before this was kept: at once). */
    startOf: (token: string) => read().sessionStarts[token] ?? 0,
    /** The email an account uses now, if it has one. */
    emailOf: (identity: string) => emailOfAccount(read(), identity),
    endSession: (token: string | undefined) => void (token && update((records) => delete records.sessions[token])),
  }
}

export type FakeAuth = ReturnType<typeof createFakeAuth>
