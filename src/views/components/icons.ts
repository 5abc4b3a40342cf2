// The icon set: tiny inline SVGs drawn with currentColor, so they follow the text colour. The
// modal frame's two are apart (frameIcons.ts): the first load carries them, not the set.
import { frameIcons } from '../chrome/frameIcons'
import { svg } from './svg'
export const icons = {
  ...frameIcons,
  chevronRight: svg('<path d="M9 5l7 7-7 7"/>', true),
  chevronDown: svg('<path d="M6 9l6 6 6-6"/>'),
  /** Two arrows, up and down: the swap's sides change places. */
  switchSides: svg('<path d="M8 20V5M4 9l4-4 4 4M16 4v15M12 15l4 4 4-4"/>'),
  check: svg('<path d="M5 12l5 5 9-10"/>'),
  warning: svg('<path d="M12 3l10 18H2z"/><path d="M12 10v5M12 18h.01"/>'),
  search: svg('<circle cx="11" cy="11" r="7"/><path d="M20 20l-4-4"/>'),
  wallet: svg('<rect x="3" y="6" width="18" height="14" rx="3"/><path d="M3 10h18M16 15h.01"/>'),
  walletConnect: svg('<path d="M5 10c4-4 10-4 14 0M8 13c2.2-2 5.8-2 8 0M9 17l3-3 3 3"/>'),
  grid: svg(
    '<rect x="4" y="4" width="6" height="6" rx="1"/><rect x="14" y="4" width="6" height="6" rx="1"/><rect x="4" y="14" width="6" height="6" rx="1"/><rect x="14" y="14" width="6" height="6" rx="1"/>',
  ),
  // The embedded wallet's own mark: a wallet opened by an address (@), as the email and social
  // logins make one; where a connected wallet's logo would be.
  embeddedWallet: svg(
    '<path d="M17 6V5a2 2 0 0 0-2-2H6a3 3 0 0 0-3 3v11a3 3 0 0 0 3 3h4"/><path d="M3 6a3 3 0 0 0 3 3h12a3 3 0 0 1 3 3v1"/><circle cx="17" cy="17" r="2"/><path d="M19 17v.8a1.6 1.6 0 0 0 3.2 0V17a5.2 5.2 0 1 0-2 4.1"/>',
  ),
  mail: svg('<rect x="3" y="5" width="18" height="14" rx="2"/><path d="M3 7l9 6 9-6"/>'),
  user: svg('<circle cx="12" cy="8" r="4"/><path d="M4 21c1-4 4.5-6 8-6s7 2 8 6"/>'),
  network: svg('<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18"/>'),
  clock: svg('<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2"/>'),
  copy: svg('<rect x="9" y="9" width="11" height="11" rx="2"/><path d="M5 15V6a2 2 0 0 1 2-2h8"/>'),
  disconnect: svg('<path d="M9 6H5v12h4M14 8l4 4-4 4M18 12H9"/>', true),
} as const

export type IconName = keyof typeof icons
