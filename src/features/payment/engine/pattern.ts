import { RE2JS } from 're2js'

/** A store pattern ready to use: `test(value)` is true when it matches anywhere in `value`. */
export interface StorePattern {
  test(value: string): boolean
}

/** Longest pattern source taken from the store (characters); a longer one counts as none. */
const MAX_SOURCE = 500
/** Compiled patterns kept for reuse, so validating on every keystroke does not recompile. */
const CACHE_LIMIT = 64
const cache = new Map<string, StorePattern | null>()

// `\1`…`\9` and `\k<name>`: backreferences, which no linear-time engine can run.
const BACKREFERENCE = /\\(?:[1-9]|k<)/

/**
 * Turns a store's `rules.pattern` (JavaScript regex syntax, no flags) into a matcher that runs in
 * time linear in the value's length whatever the pattern (an RE2 automaton, never backtracking), so
 * no pattern can freeze the page — `^((a+))+$` on 10,000 characters takes milliseconds. Never
 * throws: an empty, over-long (> 500) or invalid pattern, and one using what only a backtracking
 * engine can run (lookaround, backreferences), give null, which means "no pattern".
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
