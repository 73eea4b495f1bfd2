/**
 * Compiles a server-provided `rules.pattern` without ever throwing. Returns null (no pattern)
 * for an invalid regex, an over-long one, or one with a nested quantifier such as `(a+)+`,
 * whose backtracking could freeze the page on a long input (ReDoS).
 */
export function compilePattern(source: string | undefined): RegExp | null {
  if (!source || source.length > 500) return null
  // A group that contains a quantifier and is itself quantified: the classic catastrophic shape.
  if (/\((?:[^()\\]|\\.)*[+*}](?:[^()\\]|\\.)*\)\s*[+*{]/.test(source)) return null
  try {
    return new RegExp(source)
  } catch {
    return null
  }
}
