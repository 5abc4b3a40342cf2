// Section 9's embedded-wallet times the auth connector keeps and the views count down with.
export const emailLoginCooldownMs = 30_000
export const disconnectWaitMs = 3_000
