// The modal's stylesheets are template literals marked `/* css */` (frameStyles.ts, styles.ts, a
// view's own): written to be read, with comments and one declaration block per line. A host ships
// them as written unless the package does not: the build (minifyCss.ts) takes out what no browser
// reads (comments, indentation, the spaces around punctuation) from every marked template, in
// place, leaving the substitutions (`${v('space.sm')}`) as they are.
import ts from 'typescript'

/** The marker a stylesheet's template literal carries, just before its opening backtick. */
export const cssMarker = '/* css */'

/**
 * One literal part of a stylesheet, minified: comments out, whitespace runs to one space, none
 * around `{ } ; ,` or after a colon, no `;` before `}`. A space before a colon stays (it is the
 * descendant combinator in `.a :not(.b)`), and so do the spaces in `calc(a - b)` and between
 * two substitutions. The stylesheet's first part loses its leading whitespace, its last part
 * the trailing.
 */
export function minifyCss(text: string, { first = true, last = true } = {}): string {
  let out = text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/ ?([{};,]) ?/g, '$1')
    .replace(/: /g, ':')
    .replace(/;}/g, '}')
  if (first) out = out.trimStart()
  if (last) out = out.trimEnd()
  return out
}

/** A stretch of the module: a marker, or a template's literal part between its backticks, `${` and `}`. */
interface Part {
  start: number
  end: number
}

/** The template literals of a module that carry the marker, each with its literal parts. */
export function markedTemplates(code: string, fileName = 'module.js'): { marker: Part; parts: Part[] }[] {
  // TypeScript reads the script kind (TS, TSX, JS) from the file name.
  const file = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true)
  const found: { marker: Part; parts: Part[] }[] = []
  const visit = (node: ts.Node) => {
    if (ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      // The marker is the last thing before the backtick (TypeScript counts a comment on the
      // same line as trailing the `=`, not leading the template, so the trivia is read).
      const start = node.getStart(file)
      const trivia = code.slice(node.pos, start)
      if (trivia.trimEnd().endsWith(cssMarker)) {
        const pos = node.pos + trivia.lastIndexOf(cssMarker)
        const marker = { start: pos, end: pos + cssMarker.length }
        // `…` is one part; `…${ … }…${ … }…` a head, middles and a tail, each between its delimiters.
        const literals = ts.isNoSubstitutionTemplateLiteral(node)
          ? [node]
          : [node.head, ...node.templateSpans.map((span) => span.literal)]
        found.push({
          marker,
          parts: literals.map((literal) => ({
            start: (literal === node ? start : literal.getStart(file)) + 1,
            end: literal.end - (ts.isTemplateHead(literal) || ts.isTemplateMiddle(literal) ? 2 : 1),
          })),
        })
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

/** The module with every marked stylesheet minified and its marker gone; the rest as it was. */
export function minifyCssTemplates(code: string, fileName?: string): string {
  // Most modules hold no stylesheet: not parsed at all.
  if (!code.includes(cssMarker)) return code
  const edits: { start: number; end: number; text: string }[] = []
  for (const { marker, parts } of markedTemplates(code, fileName)) {
    edits.push({ start: marker.start, end: marker.end, text: '' })
    parts.forEach(({ start, end }, index) =>
      edits.push({
        start,
        end,
        text: minifyCss(code.slice(start, end), { first: index === 0, last: index === parts.length - 1 }),
      }),
    )
  }
  let out = code
  for (const edit of edits.sort((a, b) => b.start - a.start))
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end)
  return out
}
