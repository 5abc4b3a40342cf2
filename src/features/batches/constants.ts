// Bounds of the batches' waits, not in the spec (section 9 has none for EIP-5792).

/** A wallet that has not said what it can do by then has nothing beyond one call at a time. */
export const capabilitiesWaitMs = 5000
