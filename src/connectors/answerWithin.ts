// A bound on a wallet's silence: whoever waits on an answer the spec sets no time for gives up
// after its own bound (the capabilities flow's, the asset report's), so no flow waits on a wallet
// that never answers.

/** The bound passed without an answer. */
export class NoAnswerError extends Error {}

/**
 * `answer`, or a rejection once `ms` have passed without one: a NoAnswerError saying `silent`, or
 * the error `silent` makes (a caller that tells its own silence apart).
 */
export function answerWithin<T>(
  answer: Promise<T>,
  ms: number,
  silent: string | (() => Error) = 'The wallet did not answer',
): Promise<T> {
  const failure = () => (typeof silent === 'string' ? new NoAnswerError(silent) : silent())
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(failure()), ms)))
  return Promise.race([answer, late]).finally(() => clearTimeout(timer))
}
