import type { Flow } from '../listener'
import { alertsFlow } from './alerts'
import { connectionFlow } from './connection'
import { modalFlow } from './modal'
import { networksFlow } from './networks'
import { persistenceFlow } from './persistence'
import { snackbarFlow } from './snackbar'
import { startupFlow } from './startup'

export const flows: readonly Flow[] = [modalFlow, snackbarFlow, connectionFlow, startupFlow, persistenceFlow, alertsFlow, networksFlow]
