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

export const flows: readonly Flow[] = [
  modalFlow,
  snackbarFlow,
  connectionFlow,
  startupFlow,
  persistenceFlow,
  localeFlow,
  networksFlow,
  apiOnDemandFlow,
]
