// The modal frame's icons (its header's back and close), apart from the icon set so that the
// first load carries these two only.
import { svg } from '../components/svg'

export const frameIcons = {
  close: svg('<path d="M6 6l12 12M18 6L6 18"/>'),
  back: svg('<path d="M15 5l-7 7 7 7"/>', true),
} as const
