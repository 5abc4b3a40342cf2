// A bound on a wallet's silence: whoever waits on an answer the spec sets no time for gives up
// after its own bound (the capabilities flow's, the asset report's), so no flow waits on a wallet
// that never answers.

/** `answer`, or a rejection once `ms` have passed without one. */
export function answerWithin<T>(answer: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>(
    (_, reject) => (timer = setTimeout(() => reject(new Error('The wallet did not answer')), ms)),
  )
  return Promise.race([answer, late]).finally(() => clearTimeout(timer))
}
