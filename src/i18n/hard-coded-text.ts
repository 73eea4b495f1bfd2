import ts from 'typescript'

/** A piece of English written straight into a component's markup. */
export interface HardCodedText {
  line: number
  text: string
}

/** Attributes a shopper reads or hears: their text must come from the catalogue. */
const SPOKEN_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'placeholder',
  'title',
  'alt',
  'label',
])

/** Text that reads the same in every language: brand-like terms, symbols, numbers. */
const SAME_IN_EVERY_LANGUAGE = /^(?:UPI|QR|OTP|SKU|PIN|ID|₹|\+91|[\s\d\W])*$/

const isEnglish = (text: string) => /[A-Za-z]{2,}/.test(text) && !SAME_IN_EVERY_LANGUAGE.test(text)

/**
 * The English text a TSX file writes into markup itself rather than through the catalogue: JSX
 * text, a quoted string as a child (`{'Cart'}`), and spoken attributes (aria-label, placeholder,
 * title, alt, label) given a literal. A line whose previous line says `i18n-ignore` is skipped
 * (markup that is not shopper-facing text, e.g. a code sample).
 */
export function findHardCodedText(fileName: string, source: string): HardCodedText[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const lines = source.split('\n')
  const found: HardCodedText[] = []
  const report = (node: ts.Node, text: string) => {
    const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line
    if (lines[line - 1]?.includes('i18n-ignore')) return
    if (isEnglish(text)) found.push({ line: line + 1, text: text.trim() })
  }
  const literalText = (node: ts.Node | undefined): string | undefined =>
    node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text)
    else if (ts.isJsxExpression(node) && !ts.isJsxAttribute(node.parent)) {
      const text = literalText(node.expression)
      if (text !== undefined) report(node, text)
    } else if (ts.isJsxAttribute(node) && SPOKEN_ATTRIBUTES.has(node.name.getText(file))) {
      const init = node.initializer
      const text = literalText(init) ?? (init && ts.isJsxExpression(init) ? literalText(init.expression) : undefined)
      if (text !== undefined) report(node, text)
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}
