// The flows a store starts with. Those that need the api start when it arrives (apiFlows).
import type { Flow } from '../store/listener'
import { apiOnDemandFlow } from './apiOnDemand'
import { connectionFlow } from '../features/connection/connectionFlow'
import { localeFlow } from '../features/locale/localeFlow'
import { modalFlow } from '../features/modal/modalFlow'
import { networksFlow } from '../features/chain/networksFlow'
import { persistenceFlow } from '../store/persistenceFlow'
import { snackbarFlow } from '../features/snackbar/snackbarFlow'
import { startupFlow } from '../features/connection/startupFlow'
import { inAppBrowserFlow } from '../features/inAppBrowser/inAppBrowserFlow'
import { keptPageFlow } from '../features/keptPage/keptPageFlow'

export const flows: readonly Flow[] = [
  modalFlow,
  snackbarFlow,
  connectionFlow,
  startupFlow,
  // After startup's: the host's wallet of a mini app is found once the registry is followed.
  inAppBrowserFlow,
  // The page's hidden moments heard, and what it kept taken up once startup's restore settles.
  keptPageFlow,
  persistenceFlow,
  localeFlow,
  networksFlow,
  apiOnDemandFlow,
]
