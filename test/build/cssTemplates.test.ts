// The package's stylesheets, minified by the build (scripts/cssTemplates.ts): every stylesheet
// in src is marked so that it is, and what a browser reads of it is the same after.
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { transform } from 'lightningcss'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { cssMarker, markedTemplates, minifyCss, minifyCssTemplates } from '../../scripts/cssTemplates'
import { filesOf } from '../../scripts/filesOf'

/** What a stylesheet holds: a rule of Portico's classes, keyframes or a media query. */
const cssRule = /(\.p-[\w-]+|@keyframes [\w-]+|@media [^{]+)\s*\{/

const sources = filesOf('src')
  .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
  .map((file) => ({ file, code: readFileSync(file, 'utf8') }))
/**
 * Only a module whose text holds a rule can hold a template that does: the others are not
 * parsed (parsing every module took the check past its time on a busy machine).
 */
const withRules = sources.filter(({ code }) => cssRule.test(code))

/** A template's literal text with each substitution as a CSS value, as the page receives it. */
const withValues = (texts: string[]) => texts.reduce((css, text, index) => `${css}var(--portico-s${index})${text}`)

/** The same CSS as another, for a parser and minifier of its own. */
const asParsed = (css: string) =>
  transform({ filename: 'style.css', code: Buffer.from(css), minify: true }).code.toString()

describe('a stylesheet is minified to what the browser reads', () => {
  it('comments, indentation and the spaces around punctuation go', () => {
    expect(minifyCss('\n/* why */\n.p-a {\n  display: flex; gap: 4px;\n}\n.p-b, .p-c { margin: 0 auto; }\n')).toBe(
      '.p-a{display:flex;gap:4px}.p-b,.p-c{margin:0 auto}',
    )
  })

  it('a descendant combinator before a colon stays, and so do the spaces inside calc()', () => {
    expect(minifyCss('.p-root :not(.p-modal):focus-visible { max-height: calc(100vh - 32px); }')).toBe(
      '.p-root :not(.p-modal):focus-visible{max-height:calc(100vh - 32px)}',
    )
  })

  it('the space between two substitutions stays; only the edges of the whole template are trimmed', () => {
    expect(minifyCssTemplates('const a = /* css */ `\n.p-a { padding: ${x} ${y} 0; }\n`')).toBe(
      'const a =  `.p-a{padding:${x} ${y} 0}`',
    )
  })

  it('a template without the marker is left as it is, and the marker goes with the whitespace', () => {
    const module = 'const t = `{ a: b; }`\nconst css = /* css */ `.p-a { color: red; }`'
    const out = minifyCssTemplates(module)
    expect(out).toBe('const t = `{ a: b; }`\nconst css =  `.p-a{color:red}`')
    expect(out).not.toContain(cssMarker)
  })
})

describe('the package ships every stylesheet minified', () => {
  it('every template in src that holds CSS rules is marked /* css */, so the build finds it', () => {
    const unmarked: string[] = []
    for (const { file, code } of withRules) {
      const sourceFile = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true)
      const marked = new Set(markedTemplates(code, file).map(({ parts }) => parts[0]!.start))
      const visit = (node: ts.Node) => {
        if (ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
          const texts = ts.isNoSubstitutionTemplateLiteral(node)
            ? [node.text]
            : [node.head.text, ...node.templateSpans.map((span) => span.literal.text)]
          const holdsRules = cssRule.test(texts.join(''))
          if (holdsRules && !marked.has(node.getStart(sourceFile) + 1))
            unmarked.push(
              `${relative('.', file)}:${sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1}`,
            )
        }
        ts.forEachChild(node, visit)
      }
      visit(sourceFile)
    }
    expect(unmarked).toEqual([])
  })

  it('each marked stylesheet parses to the same rules before and after', () => {
    let checked = 0
    // Only a module that holds the marker has a marked stylesheet: the others are not parsed.
    for (const { file, code } of sources.filter(({ code }) => code.includes(cssMarker))) {
      for (const { parts } of markedTemplates(code, file)) {
        const written = parts.map(({ start, end }) => code.slice(start, end))
        const minified = written.map((text, index) =>
          minifyCss(text, { first: index === 0, last: index === written.length - 1 }),
        )
        expect(withValues(minified).length, file).toBeLessThan(withValues(written).length)
        expect(asParsed(withValues(minified)), file).toBe(asParsed(withValues(written)))
        checked += 1
      }
    }
    expect(checked).toBeGreaterThanOrEqual(15)
  })
})
