// The account's profile: its account name (reverse lookup) and identity (name and avatar), both
// cached 5 minutes by their endpoints. Imported lazily by the profile flow (api chunk).
import { getAddress } from 'viem'
import { blockchainApi } from '../../api/porticoApi'
import type { NameRecord } from '../../contract'
import type { PorticoDispatch } from '../../store/listener'
import { answerOf } from '../../api/answerOf'

export interface Profile {
  name?: string
  image?: string
}

/** A name's attributes are an object (or null); `avatar` where an older registration set it. */
const avatarOf = (record: NameRecord | undefined) => record?.attributes?.avatar || undefined

/** The registered account name wins over the identity's name; the identity's avatar over the name's. */
export function profileOf(
  identity: { name: string | null; avatar: string | null } | undefined,
  names: NameRecord[] | undefined,
): Profile {
  const record = names?.[0]
  return { name: record?.name ?? identity?.name ?? undefined, image: identity?.avatar ?? avatarOf(record) }
}

export async function loadProfile(dispatch: PorticoDispatch, address: string): Promise<Profile> {
  const [identity, reverse] = await Promise.all([
    answerOf(dispatch(blockchainApi.endpoints.identity.initiate({ params: { address } }))),
    // The server finds a name by the address as registered: the checksummed form.
    answerOf(
      dispatch(
        blockchainApi.endpoints.profileReverse.initiate({
          params: { address: getAddress(address) },
          query: { apiVersion: '2' },
        }),
      ),
    ),
  ])
  // A lookup that failed leaves its part out: a profile is a nicety, never an error to show.
  return profileOf(identity.data, reverse.data)
}
