// The flows a store starts with. Those that need the api start when it arrives (withApi).
import type { Flow } from '../listener'
import { alertsFlow } from './alerts'
import { apiOnDemandFlow } from './apiOnDemand'
import { appLinkFlow } from './appLink'
import { clipboardFlow } from './clipboard'
import { connectionFlow } from './connection'
import { modalFlow } from './modal'
import { networksFlow } from './networks'
import { persistenceFlow } from './persistence'
import { snackbarFlow } from './snackbar'
import { startupFlow } from './startup'
import { walletConnectFlow } from './walletConnect'

export const flows: readonly Flow[] = [modalFlow, snackbarFlow, connectionFlow, startupFlow, persistenceFlow, alertsFlow, networksFlow, walletConnectFlow, appLinkFlow, clipboardFlow, apiOnDemandFlow]
