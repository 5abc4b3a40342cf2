// A host's ERC-7715 request, checked before the wallet or the server hears of it: a hex chain id,
// an expiry in the future (seconds), a signer of keys (the server's co-signing key joins them),
// and at least one permission, each `{ type, data }`.
import { z } from 'zod'
import type { GrantPermissionsRequest } from '../../connectors/types'

const typed = z.object({ type: z.string().min(1), data: z.unknown() }).loose()
const key = z.object({ type: z.string().min(1), publicKey: z.string().regex(/^0x[0-9a-fA-F]+$/, 'Expected a hex key') })
const keysSigner = z.object({ type: z.literal('keys'), data: z.object({ keys: z.array(key).min(1) }).loose() })

const request = z.object({
  chainId: z.string().regex(/^0x[0-9a-fA-F]+$/, 'Expected a hex chain id'),
  address: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/)
    .optional(),
  expiry: z.number().int().positive(),
  signer: keysSigner,
  permissions: z.array(typed).min(1),
  policies: z.array(typed),
})

/** The wallet's answer must carry the context its signer will present; the rest is the request as it took it. */
// Whole bytes: the server's activation refuses an odd number of hex digits (422).
const response = z
  .object({ context: z.string().regex(/^0x([0-9a-fA-F]{2})+$/, 'Expected a hex context of whole bytes') })
  .loose()

/** The request's problem in words, or undefined when it is fit (expiry against `nowSeconds`). */
export function grantRequestProblem(value: unknown, nowSeconds: number): string | undefined {
  const parsed = request.safeParse(value)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    return `Invalid permissions request: ${issue.path.length ? `${issue.path.join('.')}: ` : ''}${issue.message}`
  }
  if (parsed.data.expiry <= nowSeconds)
    return 'Invalid permissions request: expiry: the permissions have already expired'
  return undefined
}

export function grantResponseProblem(value: unknown): string | undefined {
  const parsed = response.safeParse(value)
  return parsed.success ? undefined : `The wallet's grant has no context: ${parsed.error.issues[0]!.message}`
}

/** The grant's signer (keys, checked above) with the server's co-signing key added: both sign what the session does. */
export function withCosigner(
  signer: GrantPermissionsRequest['signer'],
  cosigner: { type: string; publicKey: string },
): GrantPermissionsRequest['signer'] {
  const data = signer.data as { keys: unknown[] }
  // First: the server signs first when it co-signs, and the public client puts its key there.
  return { ...signer, data: { ...data, keys: [{ type: cosigner.type, publicKey: cosigner.publicKey }, ...data.keys] } }
}
