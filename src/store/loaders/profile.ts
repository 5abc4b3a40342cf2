// The account's profile: its account name (reverse lookup) and identity (name and avatar), both
// cached 5 minutes by their endpoints. Imported lazily by the profile flow (api chunk).
import { blockchainApi } from '../../api/porticoApi'
import type { NameRecord } from '../../contract'
import type { PorticoDispatch } from '../listener'

export interface Profile {
  name?: string
  image?: string
}

const avatarOf = (record: NameRecord | undefined) => record?.attributes.find((attribute) => attribute.avatar)?.avatar

/** The registered account name wins over the identity's name; the identity's avatar over the name's. */
export function profileOf(identity: { name: string | null; avatar: string | null } | undefined, names: NameRecord[] | undefined): Profile {
  const record = names?.[0]
  return { name: record?.name ?? identity?.name ?? undefined, image: identity?.avatar ?? avatarOf(record) }
}

export async function loadProfile(dispatch: PorticoDispatch, address: string): Promise<Profile> {
  const [identity, reverse] = await Promise.all([
    dispatch(blockchainApi.endpoints.identity.initiate({ params: { address } }, { subscribe: false })),
    dispatch(blockchainApi.endpoints.profileReverse.initiate({ params: { address }, query: { apiVersion: '2' } }, { subscribe: false })),
  ])
  // A lookup that failed leaves its part out: a profile is a nicety, never an error to show.
  return profileOf(identity.data, reverse.data?.names)
}
