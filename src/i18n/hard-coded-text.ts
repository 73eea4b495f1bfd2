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

/** Object properties that carry a message to the shopper (a toast's title, a validation message). */
const MESSAGE_PROPERTIES = new Set(['title', 'description', 'message'])

/** A catalogue message id ('cart.title') or an e-mail address: code, not text to translate. */
const NOT_TEXT = /^(?:[a-z]+(?:\.[a-zA-Z]+)+|[^\s@]+@[^\s@]+\.[a-z]+)$/

const isEnglish = (raw: string) => {
  const text = raw.replace(/&[a-z]+;/gi, ' ')
  return /[A-Za-z]{2,}/.test(text) && !SAME_IN_EVERY_LANGUAGE.test(text) && !NOT_TEXT.test(text.trim())
}

/**
 * The literal texts an expression can evaluate to: quoted strings and template texts, through
 * conditionals, `||`/`??` and template literals; not what is handed to a call (a message id given
 * to `t`), compared, or indexed.
 */
function textsOf(node: ts.Node): ts.Node[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node]
  if (ts.isTemplateExpression(node))
    return [node.head, ...node.templateSpans.flatMap((span) => [span.literal, ...textsOf(span.expression)])]
  if (ts.isParenthesizedExpression(node)) return textsOf(node.expression)
  if (ts.isConditionalExpression(node)) return [...textsOf(node.whenTrue), ...textsOf(node.whenFalse)]
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind
    if (
      op === ts.SyntaxKind.BarBarToken ||
      op === ts.SyntaxKind.QuestionQuestionToken ||
      op === ts.SyntaxKind.PlusToken
    )
      return [...textsOf(node.left), ...textsOf(node.right)]
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return textsOf(node.right)
  }
  return []
}

const textOf = (node: ts.Node): string =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)
    ? node.text
    : ''

/**
 * The English text a file writes for the shopper itself rather than through the catalogue: JSX
 * text, a quoted or template string as a child (`{'Cart'}`, `{n === 1 ? 'item' : 'items'}`), spoken
 * attributes (aria-label, placeholder, title, alt, label) and message properties (a toast's
 * `title`/`description`, a `message`) given a literal. A line whose previous line says `i18n-ignore` is skipped
 * (markup that is not shopper-facing text, e.g. a code sample).
 */
export function findHardCodedText(fileName: string, source: string): HardCodedText[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const lines = source.split('\n')
  const found: HardCodedText[] = []
  const report = (node: ts.Node, text: string) => {
    const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line
    if (lines[line - 1]?.includes('i18n-ignore')) return
    if (isEnglish(text)) found.push({ line: line + 1, text: text.trim() })
  }
  const reportAll = (node: ts.Node | undefined) => {
    for (const text of node ? textsOf(node) : []) report(text, textOf(text))
  }
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text)
    else if (ts.isJsxExpression(node) && !ts.isJsxAttribute(node.parent)) reportAll(node.expression)
    else if (ts.isJsxAttribute(node) && SPOKEN_ATTRIBUTES.has(node.name.getText(file))) {
      const init = node.initializer
      reportAll(init && ts.isJsxExpression(init) ? init.expression : init)
    } else if (
      ts.isPropertyAssignment(node) &&
      MESSAGE_PROPERTIES.has(node.name.getText(file)) &&
      !ts.isJsxAttribute(node.parent)
    )
      reportAll(node.initializer)
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}
