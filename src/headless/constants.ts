// Section 9 constants the lists and pictures apply (the views' and the hooks'). The wallet counts are the directory's page sizes.

/** Wallet lists: 40 per page. */
export const walletsPageSize = 40
/** Wallet lists: 100 for a search. */
export const walletsSearchPageSize = 100
/** Image batch for paging takes the first 20 of each page. */
export const imageBatchSize = 20
/** Image preload time-out. */
export const imagePreloadTimeoutMs = 2000
/** Wallet search wait. */
export const walletSearchWaitMs = 300
