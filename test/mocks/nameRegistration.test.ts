// Name registration as the server checks it, in its order: the signed payload (422), the name,
// the coin type, a name already taken, the timestamp within 10 s of the server's clock, the
// attributes (400 each), then the EIP-55 address and the personal_sign signature (401).
import { verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { signedRegistration } from '../../contracts/samples'
import { fixtures } from '../../mocks/db'
import { seedClock } from '../../mocks/db/fixtures'
import { blockchainResolvers as r } from '../../mocks/resolvers/blockchain'
import { anvilPrivateKeys } from '../../mocks/wallets/anvilKeys'
import { ask, failed, jsonOf, seededDb } from './resolverSupport'

const owner = privateKeyToAccount(anvilPrivateKeys[0])
const stranger = privateKeyToAccount(anvilPrivateKeys[1])
const nowSeconds = seedClock() / 1000
const badSignature = failed(401, 'Signature validation error: Signature verification error', 'signature')
const ethereum = 60
/** ENSIP-11 coin type of Base (0x80000000 | 8453). */
const base = (0x80000000 | 8453) >>> 0

interface Registration {
  name?: string
  attributes?: Record<string, string> | null
  timestamp?: number
}

/** A registration body signed with personal_sign by `signer` (the owner by default). */
async function signed(payload: Registration = {}, options: { signer?: typeof owner; coinType?: number } = {}) {
  const signer = options.signer ?? owner
  const message = JSON.stringify({ name: fixtures.unregisteredName, timestamp: nowSeconds, ...payload })
  return {
    coin_type: options.coinType ?? ethereum,
    address: signer.address,
    message,
    signature: await signer.signMessage({ message }),
  }
}

const register = (db: ReturnType<typeof seededDb>, body: Awaited<ReturnType<typeof signed>>, now?: () => number) =>
  ask(r.registerName, db, { body, ...(now ? { now } : {}) })
const reverseOf = async (db: ReturnType<typeof seededDb>, address: string) =>
  jsonOf(await ask(r.profileReverse, db, { params: { address }, query: { apiVersion: '2' } }))

describe('the sample registration', () => {
  it("is personal_sign of its exact message by anvil's first account", async () => {
    expect(signedRegistration.address).toBe(owner.address)
    expect(await verifyMessage(signedRegistration)).toBe(true)
    expect(await verifyMessage({ ...signedRegistration, address: fixtures.account })).toBe(false)
    expect(JSON.parse(signedRegistration.message)).toEqual({
      name: fixtures.unregisteredName,
      attributes: { bio: 'gm from Portico' },
      timestamp: nowSeconds,
    })
  })
})

describe('registering a name', () => {
  it("registers a name signed by its owner at the server's clock and answers its record", async () => {
    const db = seededDb()
    const record = jsonOf(await register(db, { coin_type: ethereum, ...signedRegistration }))
    expect(record).toEqual({
      name: fixtures.unregisteredName,
      registered_at: fixtures.now,
      updated_at: fixtures.now,
      attributes: { bio: 'gm from Portico' },
      addresses: { '60': { address: owner.address, created_at: fixtures.now } },
    })
    expect(await reverseOf(db, owner.address)).toEqual([record])
    expect(
      jsonOf(
        await ask(r.profileAccount, db, { params: { name: fixtures.unregisteredName }, query: { apiVersion: '2' } }),
      ),
    ).toEqual(record)
  })

  it('takes a name without attributes, and a name in upper case as its lowercase', async () => {
    const db = seededDb()
    expect(jsonOf(await register(db, await signed({ name: 'Portico-Newcomer.reown.id' })))).toMatchObject({
      name: fixtures.unregisteredName,
      attributes: {},
    })
  })

  it("registers on another EVM chain's coin type, with the Ethereum entry too", async () => {
    const { addresses } = jsonOf(await register(seededDb(), await signed({}, { coinType: base })))
    expect(Object.keys(addresses).sort()).toEqual([String(base), '60'].sort())
    expect(addresses['60']?.address).toBe(owner.address)
  })

  it('refuses a name already registered with 400', async () => {
    const db = seededDb()
    const body = { coin_type: ethereum, ...signedRegistration }
    jsonOf(await register(db, body))
    expect(await register(db, body)).toEqual(
      failed(400, `Name is already registered: ${fixtures.unregisteredName}`, 'name'),
    )
    // Someone else's name too, even with a signature that would not pass: the name is checked first.
    expect(await register(db, await signed({ name: fixtures.registeredName }, { signer: stranger }))).toEqual(
      failed(400, `Name is already registered: ${fixtures.registeredName}`, 'name'),
    )
    expect(await reverseOf(db, stranger.address)).toEqual([])
  })

  it("refuses a registration whose signature is not the address owner's with 401", async () => {
    const db = seededDb()
    // Signed by another account than the address it names.
    expect(await register(db, { ...(await signed({}, { signer: stranger })), address: owner.address })).toEqual(
      badSignature,
    )
    // The owner's signature of another message.
    const other = await signed({ attributes: { bio: 'something else' } })
    expect(await register(db, { ...(await signed()), signature: other.signature })).toEqual(badSignature)
    // Not a signature at all.
    expect(await register(db, { ...(await signed()), signature: '0xab' })).toEqual(badSignature)
    expect(await reverseOf(db, owner.address)).toEqual([])
  })

  it('refuses the right signature under an address not in its EIP-55 form with 401', async () => {
    const body = await signed()
    expect(await register(seededDb(), { ...body, address: body.address.toLowerCase() as `0x${string}` })).toEqual(
      badSignature,
    )
  })

  it("refuses a registration signed more than 10 s from the server's clock", async () => {
    const body = { coin_type: ethereum, ...signedRegistration }
    const tooOld = failed(400, `Signature UNIXTIME timestamp is too old: ${nowSeconds}`, 'timestamp')
    expect(await register(seededDb(), body, () => seedClock() + 11_000)).toEqual(tooOld)
    // A timestamp ahead of the server's clock is refused the same way.
    expect(await register(seededDb(), body, () => seedClock() - 11_000)).toEqual(tooOld)
    // 10 s either way is still within the window.
    expect(jsonOf(await register(seededDb(), body, () => seedClock() + 10_000)).name).toBe(fixtures.unregisteredName)
    expect(jsonOf(await register(seededDb(), body, () => seedClock() - 10_000)).name).toBe(fixtures.unregisteredName)
  })

  it('checks the timestamp before the signature', async () => {
    const body = { ...(await signed({}, { signer: stranger })), address: owner.address }
    expect(await register(seededDb(), body, () => seedClock() + 60_000)).toMatchObject({
      status: 400,
      json: { reasons: [{ field: 'timestamp' }] },
    })
  })

  it('refuses a message that is not a JSON registration payload with 422', async () => {
    const db = seededDb()
    for (const message of [
      'portico-newcomer.reown.id',
      JSON.stringify({ name: fixtures.unregisteredName }),
      JSON.stringify({ timestamp: nowSeconds }),
    ]) {
      const body = {
        coin_type: ethereum,
        address: owner.address,
        message,
        signature: await owner.signMessage({ message }),
      }
      expect(await register(db, body), message).toMatchObject({
        status: 422,
        json: { status: 'FAILED', reasons: [{ field: '' }] },
      })
    }
  })

  it.each([
    ['a label of two characters', 'ab.reown.id'],
    ['a label of 65 characters', `${'a'.repeat(65)}.reown.id`],
    ['two parts', 'portico.reown'],
    ['four parts', 'a.portico.reown.id'],
    ['a character other than letters, digits, dot and hyphen', 'portico_newcomer.reown.id'],
    ['a zone the server does not serve', 'portico-newcomer.example.com'],
  ])('refuses a name with %s with 400 on field name', async (_why, name) => {
    expect(await register(seededDb(), await signed({ name }))).toMatchObject({
      status: 400,
      json: { status: 'FAILED', reasons: [{ field: 'name' }] },
    })
  })

  it('takes a name in the other allowed zone', async () => {
    expect(jsonOf(await register(seededDb(), await signed({ name: 'portico-newcomer.wcn.id' }))).name).toBe(
      'portico-newcomer.wcn.id',
    )
  })

  it('refuses a coin type that names no EVM chain the server registers on with 400', async () => {
    // 501 is Solana's; 0x80000000 | 999999 an EVM chain it does not serve.
    for (const coinType of [501, (0x80000000 | 999999) >>> 0]) {
      expect(await register(seededDb(), await signed({}, { coinType }))).toEqual(
        failed(400, `Unsupported coin type: ${coinType}`, 'coin_type'),
      )
    }
  })

  it('refuses attributes other than a plain bio with 400', async () => {
    const refused: Record<string, string>[] = [
      { avatar: 'https://a.example/me.png' },
      { bio: 'ok', website: 'https://a.example' },
      { bio: '<script>' },
      { bio: '' },
    ]
    for (const attributes of refused) {
      expect(await register(seededDb(), await signed({ attributes })), JSON.stringify(attributes)).toEqual(
        failed(400, 'Unsupported name attribute in payload', 'attributes'),
      )
    }
  })
})
