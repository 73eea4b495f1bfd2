import { RE2JS } from 're2js'

/** A store pattern ready to use: `test(value)` is true when it matches anywhere in `value`. */
export interface StorePattern {
  test(value: string): boolean
}

/** Longest pattern source taken from the store (characters); a longer one counts as none. */
const MAX_SOURCE = 500
/** Largest compiled program (programSize units): `(a{1,1000}){1,1000}` would take seconds; `^[A-Z0-9]{2,100}$` fits. */
export const MAX_PROGRAM_SIZE = 200
/** Compiled patterns kept for reuse, so validating on every keystroke does not recompile. */
const CACHE_LIMIT = 64
const cache = new Map<string, StorePattern | null>()

// `\1`…`\9` and `\k<name>`: backreferences, which no linear-time engine can run.
const BACKREFERENCE = /\\(?:[1-9]|k<)/

/**
 * `rules.pattern` as a linear-time (RE2) matcher, so no pattern can freeze the page. Never throws: null ("no
 * pattern") when empty, over-long, invalid, too large or needing backtracking (lookaround, backreferences).
 */
export function compilePattern(source: string | undefined): StorePattern | null {
  if (!source || source.length > MAX_SOURCE) return null
  const cached = cache.get(source)
  if (cached !== undefined) return cached
  const compiled = compile(source)
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!)
  cache.set(source, compiled)
  return compiled
}

function compile(source: string): StorePattern | null {
  // Refused before anything compiles it, a JavaScript RegExp included.
  if (programSize(source) > MAX_PROGRAM_SIZE) return null
  try {
    // Only what JavaScript accepts is a valid pattern; building a RegExp never runs it.
    new RegExp(source)
  } catch {
    return null
  }
  if (BACKREFERENCE.test(source.replace(/\\\\/g, ''))) return null
  try {
    const re = RE2JS.compile(RE2JS.translateRegExp(source))
    return { test: (value) => re.test(value) }
  } catch {
    return null // lookaround, or a repeat count beyond what RE2 allows
  }
}

/** Upper estimate of the compiled size, from the source alone: counted repeats multiply what they repeat. */
export function programSize(source: string): number {
  // One frame per open group: the size of its finished branches, of the current branch, and of the last atom.
  const stack: { done: number; branch: number; last: number }[] = [{ done: 0, branch: 0, last: 0 }]
  let top = stack[0]!
  const atom = (size: number) => {
    top.branch += size
    top.last = size
  }
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!
    if (ch === '\\') {
      i++
      atom(1)
    } else if (ch === '[') {
      // A class is one instruction: skip to its closing bracket (a first ']' or an escaped one is inside).
      i++
      if (source[i] === '^') i++
      if (source[i] === ']') i++
      while (i < source.length && source[i] !== ']') i += source[i] === '\\' ? 2 : 1
      atom(1)
    } else if (ch === '(') {
      top = { done: 0, branch: 0, last: 0 }
      stack.push(top)
    } else if (ch === ')') {
      if (stack.length === 1) {
        atom(1)
        continue
      }
      const group = stack.pop()!
      top = stack[stack.length - 1]!
      atom(group.done + group.branch + 1)
    } else if (ch === '|') {
      top.done += top.branch
      top.branch = 0
      top.last = 0
    } else if (ch === '*' || ch === '+' || ch === '?') {
      top.branch += 1
    } else if (ch === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(i, i + 24))
      if (!m) {
        atom(1)
        continue
      }
      i += m[0].length - 1
      const low = Number(m[1])
      const high = m[2] === undefined ? low : m[3] ? Number(m[3]) : low + 1
      const times = Math.max(1, low, high)
      top.branch += top.last * (times - 1)
      top.last *= times
    } else {
      atom(1)
    }
  }
  while (stack.length > 1) {
    const group = stack.pop()!
    stack[stack.length - 1]!.branch += group.done + group.branch
  }
  return stack[0]!.done + stack[0]!.branch
}
