// The fake frame's own login service: what a real embedded wallet's backend does for email and
// social logins, offline. A new device for an address must be approved from the inbox first;
// then a six-digit code goes to the inbox; the right code within ten minutes opens a session. A
// social login is a one-time state the fake provider's consent page grants (or denies) for an
// account name there; the state, once granted and within ten minutes, opens a session. A
// Farcaster login is a channel the fake Farcaster approval page approves for a username, within
// ten minutes too. The
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
  /** Social logins under way, by their one-time state. */
  socialStates: Record<string, SocialState>
  /** Farcaster logins under way, by channel. */
  farcasterChannels: Record<string, { at: number; username?: string }>
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
  socialStates: {},
  farcasterChannels: {},
})

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
  const key = (email: string) => email.trim().toLowerCase()
  const send = (records: AuthRecords, to: string, kind: InboxMessage['kind'], value: string) =>
    void records.inbox.push({ to, kind, value, at: now() })
  const sendCode = (records: AuthRecords, email: string) => {
    const code = random()
    records.codes[email] = { code, at: now() }
    send(records, email, 'code', code)
  }
  /** Wakes the logins waiting for what some other window approved (a device, a Farcaster channel). */
  const wakeApproved = () => {
    const records = read()
    for (const [email, wake] of deviceWaiters) if (records.approvedDevices.includes(email)) wake()
    for (const [channel, wake] of farcasterWaiters) if (records.farcasterChannels[channel]?.username) wake()
  }

  return {
    inbox: (to?: string) => read().inbox.filter((message) => to === undefined || message.to === key(to)),
    /** Section 4: connect email answers VERIFY_DEVICE, VERIFY_OTP or CONNECT. */
    startEmailLogin(address: string, sessionToken?: string): EmailStart {
      const email = key(address)
      return update((records) => {
        if (sessionToken && records.sessions[sessionToken] === email) return 'CONNECT'
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
    /** A session token for the right, unexpired code; an error message otherwise. */
    verifyCode(address: string, code: string): { token: string } | { error: string } {
      const email = key(address)
      return update((records) => {
        const sent = records.codes[email]
        if (!sent || sent.code !== code) return { error: 'Invalid code' }
        if (now() - sent.at > codeLifetimeMs) return { error: 'Code expired' }
        delete records.codes[email]
        const token = `session-${random()}-${random()}`
        records.sessions[token] = email
        return { token }
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
        const token = `session-${random()}-${random()}`
        records.sessions[token] = identity
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
    /** Resolves with a session once the channel is approved; an error message once it expired or was dropped. */
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
        if (pending.username) {
          const username = pending.username
          return update((records) => {
            delete records.farcasterChannels[channel]
            const identity = socialIdentity('farcaster', username)
            const token = `session-${random()}-${random()}`
            records.sessions[token] = identity
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
    /** Who a session signed in: an email, or a social identity. */
    emailOf: (token: string | undefined) => (token ? read().sessions[token] : undefined),
    endSession: (token: string | undefined) => void (token && update((records) => delete records.sessions[token])),
  }
}

export type FakeAuth = ReturnType<typeof createFakeAuth>
