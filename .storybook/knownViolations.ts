// axe findings caused by the views or the theme, reported to their owners and waived here as
// narrowly as axe allows (one rule, the elements it fails on) so every other check keeps running
// on every story. Delete an entry together with its fix; a story that then still fails is the bug.
import type { Rule } from 'axe-core'

export const knownViolations: Rule[] = []

/** The waivers plus a story's own (a story's `a11y.config.rules` replaces the global list). */
export const withKnownViolations = (...rules: Rule[]): Rule[] => [...knownViolations, ...rules]
