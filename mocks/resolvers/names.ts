// Account names as the server keeps them (src/handlers/profile/*.rs): lookups both ways (with
// apiVersion 2 "none" is `[]`, not 404), suggestions in a zone, and registration, which checks
// what the server checks, in its order: the signed payload, the name, the coin type, a name
// already taken, a timestamp within 10 s, the attributes, then the personal_sign signature.
import { getAddress, isAddress, verifyMessage } from 'viem'
import { z } from 'zod'
import type { blockchainContract } from '../../src/contract/blockchain'
import { fixtures } from '../db/fixtures'
import { accountKey } from '../db/keys'
import { addName, fullName } from '../db/names'
import { refuse } from './answers'
import { nameRecordOf } from './entities'
import type { Resolvers } from './types'

type NameResolvers = Pick<
  Resolvers<typeof blockchainContract>,
  'profileAccount' | 'profileReverse' | 'profileSuggestions' | 'registerName'
>

/** The zones this mock accepts names in (the server's come from its configuration). */
export const allowedNameZones = [fixtures.nameZone, 'wcn.id'] as const
/** `UNIXTIMESTAMP_SYNC_THRESHOLD` (src/names/utils.rs): how far the signed time may be from the server's. */
export const registrationWindowSeconds = 10
/** Chains whose names the server registers (`ChainId`, src/utils/crypto.rs), as EVM chain ids. */
const nameChains = new Set([
  1, 5, 10, 56, 100, 137, 250, 328, 8453, 42161, 42220, 43114, 59160, 81032, 7854577, 8508132, 11155111, 1313161554,
])
/** ENSIP-11: 60 is Ethereum; other EVM chains are 0x80000000 | chainId. */
export const chainOfCoinType = (coinType: number) => (coinType === 60 ? 1 : coinType & 0x7fffffff)
/** Attributes a registration may set (`SUPPORTED_ATTRIBUTES`, src/names/mod.rs). */
const bioValue = /^[a-zA-Z0-9@:/._\-?&=+ ]{1,255}$/

/** The signed message: `RegisterPayload` (src/handlers/profile/mod.rs). */
const registerPayload = z.object({
  name: z.string(),
  attributes: z.record(z.string(), z.string()).nullish(),
  timestamp: z.number().int().nonnegative(),
})

/** The server's checks of a full name (src/names/utils.rs): format, three parts with a 3–64 label, zone. */
function nameProblem(name: string): string | undefined {
  if (!/^[a-zA-Z0-9.-]+$/.test(name)) return `Invalid name format: ${name}`
  const parts = name.split('.')
  if (parts.length !== 3 || parts[0]!.length < 3 || parts[0]!.length > 64) return `Invalid name length: ${name}`
  if (!(allowedNameZones as readonly string[]).includes(`${parts[1]}.${parts[2]}`))
    return `Name is not in the allowed zones: ${name}`
  return undefined
}

export const nameResolvers: NameResolvers = {
  profileAccount: ({ params }, { db }) => {
    const row = db.accountName.findFirst({ where: { name: { equals: fullName(params.name) } } })
    return { json: row ? nameRecordOf(row) : [] }
  },

  profileReverse: ({ params }, { db }) => {
    const rows = db.accountName.findMany({
      where: { owner: { equals: accountKey(params.address) } },
      orderBy: { registeredAt: 'asc' },
    })
    return { json: rows.map(nameRecordOf) }
  },

  // The wanted name first with its real flag, then free variations: five at most.
  profileSuggestions: ({ params, query }, { db }) => {
    const zone = query.zone ?? fixtures.nameZone
    const label = params.name.toLowerCase()
    const taken = (name: string) => db.accountName.count({ where: { name: { equals: name } } }) > 0
    const wanted = `${label}.${zone}`
    const free = [`${label}1`, `${label}-wallet`, `${label}-app`, `${label}2`, `${label}-id`, `${label}3`]
      .map((l) => `${l}.${zone}`)
      .filter((name) => !taken(name))
      .slice(0, 4)
    return {
      json: {
        suggestions: [
          { name: wanted, registered: taken(wanted) },
          ...free.map((name) => ({ name, registered: false })),
        ],
      },
    }
  },

  registerName: (request, context) => registerName(request, context, { chains: nameChains, verify: verifyMessage }),
}

type Verify = (args: { address: `0x${string}`; message: string; signature: `0x${string}` }) => Promise<boolean>

/**
 * Registration as the server checks it, in its order. `chains` are the chains it registers names
 * on; `verify` checks the personal_sign signature: recovered for an EOA (the server's default),
 * or asked of the chain where a contract account's answer counts (the local chain: ERC-1271).
 */
export async function registerName(
  { body }: Parameters<Resolvers<typeof blockchainContract>['registerName']>[0],
  { db, now }: Parameters<Resolvers<typeof blockchainContract>['registerName']>[1],
  { chains, verify }: { chains: ReadonlySet<number>; verify: Verify },
): Promise<Awaited<ReturnType<Resolvers<typeof blockchainContract>['registerName']>>> {
  let payload: z.output<typeof registerPayload>
  try {
    payload = registerPayload.parse(JSON.parse(body.message))
  } catch {
    return refuse(422, 'Deserialization error: the message is not a RegisterPayload')
  }
  const problem = nameProblem(payload.name)
  if (problem) return refuse(400, problem, 'name')
  if (!chains.has(chainOfCoinType(body.coin_type)))
    return refuse(400, `Unsupported coin type: ${body.coin_type}`, 'coin_type')
  const name = payload.name.toLowerCase()
  if (db.accountName.count({ where: { name: { equals: name } } }) > 0)
    return refuse(400, `Name is already registered: ${name}`, 'name')
  if (Math.abs(Math.floor(now() / 1000) - payload.timestamp) > registrationWindowSeconds) {
    return refuse(400, `Signature UNIXTIME timestamp is too old: ${payload.timestamp}`, 'timestamp')
  }
  const attributes = payload.attributes ?? {}
  if (Object.entries(attributes).some(([key, value]) => key !== 'bio' || !bioValue.test(value))) {
    return refuse(400, 'Unsupported name attribute in payload', 'attributes')
  }
  // The address must be EIP-55 checksummed, and the signature personal_sign of the exact message.
  const checksummed = isAddress(body.address, { strict: false }) && getAddress(body.address) === body.address
  const valid =
    checksummed &&
    (await verify({
      address: body.address as `0x${string}`,
      message: body.message,
      signature: body.signature as `0x${string}`,
    }).catch(() => false))
  if (!valid) return refuse(401, 'Signature validation error: Signature verification error', 'signature')
  const at = new Date(now()).toISOString()
  addName(db, name, body.address, at, attributes.bio ?? null, { coinType: body.coin_type, avatar: false })
  return { json: nameRecordOf(db.accountName.findFirst({ where: { name: { equals: name } } })!) }
}
