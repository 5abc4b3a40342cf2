// The browser's focus-ring heuristic reads real input only: it rings a control focused by a
// script (a simulated click or Tab focuses by script) while the last real input was a key, and
// not once it was a mouse press. Simulated events (storybook/test's userEvent) change nothing of
// it, so the real input a story runs after decides its rings. The story tests give each story the
// same start (a mouse press, storyChecks.ts) and a story that pins a keyboard rule presses a real
// key here; in Storybook's own page the designer's mouse and keyboard are real already.

/** Set by the story tests' setup, which can drive the real keyboard; absent in Storybook's page. */
let realKeyPress: (() => Promise<void>) | undefined

export function pressRealKeysWith(press: () => Promise<void>): void {
  realKeyPress = press
}

/** A real key press where the story runs as a test: a letter, so the focus must not be in a field. */
export async function keyboardUsed(): Promise<void> {
  await realKeyPress?.()
}
