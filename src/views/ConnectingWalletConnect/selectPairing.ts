import type { RootState } from '../../store/state'

export const selectPairing = (state: RootState) => state.portico.walletConnect.pairing
