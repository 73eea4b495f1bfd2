// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { submitHiddenForm } from './post-form'

describe('submitHiddenForm', () => {
  it('posts a hidden form with one hidden input per entry', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {})
    const ok = submitHiddenForm('https://bank.example/checkout', [
      ['type', 'netbanking'],
      ['url', 'https://bank.example/checkout'],
      ['orderId', 'o1'],
    ])
    expect(ok).toBe(true)
    expect(submit).toHaveBeenCalledTimes(1)
    const form = document.querySelector('form')!
    expect(form.method).toBe('post')
    expect(form.action).toBe('https://bank.example/checkout')
    expect(form.hidden).toBe(true)
    expect([...form.querySelectorAll('input')].map((i) => [i.type, i.name, i.value])).toEqual([
      ['hidden', 'type', 'netbanking'],
      ['hidden', 'url', 'https://bank.example/checkout'],
      ['hidden', 'orderId', 'o1'],
    ])
    form.remove()
  })

  it('posts to an http: page only while the app itself is on http:', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {})
    expect(submitHiddenForm('http://gateway.test/pay', [], { appProtocol: 'https:' })).toBe(false)
    expect(submit).not.toHaveBeenCalled()
    expect(submitHiddenForm('http://gateway.test/pay', [], { appProtocol: 'http:' })).toBe(true)
    expect(submit).toHaveBeenCalledTimes(1)
    document.querySelector('form')!.remove()
  })

  it.each([
    'javascript:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    'file:///etc/passwd',
    'upi://pay?pa=a@b',
    '/relative',
    'not a url',
  ])('refuses %j and submits nothing', (url) => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {})
    expect(submitHiddenForm(url, [['a', 'b']])).toBe(false)
    expect(submit).not.toHaveBeenCalled()
    expect(document.querySelector('form')).toBeNull()
  })
})
