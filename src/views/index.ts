// What the views layer gives the host: the modal and the three page buttons.
export { PorticoModal, type PorticoModalProps } from './chrome/PorticoModal'
export { ConnectButton, type HostButtonProps } from './ConnectButton'
export { AccountButton } from './AccountButton'
export { NetworkButton } from './NetworkButton'
export { clearViewState } from './hooks/useViewState'
