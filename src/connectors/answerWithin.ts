// A bound on a wallet's silence: whoever waits on an answer the spec sets no time for gives up
// after its own bound (the capabilities flow's, the asset report's), so no flow waits on a wallet
// that never answers.

/** The bound passed without an answer. */
export class NoAnswerError extends Error {}

/** `answer`, or a rejection (NoAnswerError) once `ms` have passed without one. */
export function answerWithin<T>(answer: Promise<T>, ms: number, silent = 'The wallet did not answer'): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new NoAnswerError(silent)), ms)))
  return Promise.race([answer, late]).finally(() => clearTimeout(timer))
}
