import ts from 'typescript'

export interface HardCodedText {
  line: number
  text: string
}

const SPOKEN_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'placeholder',
  'title',
  'alt',
  'label',
])

const SAME_IN_EVERY_LANGUAGE = /^(?:UPI|QR|OTP|SKU|PIN|ID|₹|\+91|[\s\d\W])*$/

const MESSAGE_PROPERTIES = new Set(['title', 'description', 'message'])

/** A message id ('cart.title') or an e-mail address: code, not text. */
const NOT_TEXT = /^(?:[a-z]+(?:\.[a-zA-Z]+)+|[^\s@]+@[^\s@]+\.[a-z]+)$/

const isEnglish = (raw: string) => {
  const text = raw.replace(/&[a-z]+;/gi, ' ')
  return /[A-Za-z]{2,}/.test(text) && !SAME_IN_EVERY_LANGUAGE.test(text) && !NOT_TEXT.test(text.trim())
}

/** The literal texts an expression can evaluate to; not what is passed to a call, compared or indexed. */
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

/** English a file writes for the shopper outside the catalogue; a line after one saying `i18n-ignore` is skipped. */
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
