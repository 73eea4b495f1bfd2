import { describe, expect, it } from 'vitest'
import { compilePattern } from './pattern'

describe('compilePattern', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['^\\d{6}$', true],
    ['^\\+91[6-9]\\d{9}$', true],
    ['[', false], // invalid regex: no pattern, no crash
    ['(?<', false],
    ['(a+)+$', false], // nested quantifier (ReDoS)
    ['(\\w*)*x', false],
    ['(ab|cd){2,}', true],
    ['x'.repeat(501), false],
  ])('%j → compiled: %j', (source, compiled) => {
    expect(compilePattern(source) !== null).toBe(compiled)
  })
})
