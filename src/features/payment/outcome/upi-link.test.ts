import { describe, expect, it } from 'vitest'
import { readUpiTerms, upiMismatchWarning } from './upi-link'

describe('readUpiTerms', () => {
  it.each<[string | undefined, ReturnType<typeof readUpiTerms>]>([
    [
      'upi://pay?pa=store@okaxis&pn=Digital%20Bazaar&am=1299.00&cu=INR&tr=o1',
      { payeeName: 'Digital Bazaar', payeeAddress: 'store@okaxis', amounts: ['1299.00'], currencies: ['INR'] },
    ],
    [
      'phonepe://pay?pa=store@okaxis&am=5',
      { payeeName: undefined, payeeAddress: 'store@okaxis', amounts: ['5'], currencies: [] },
    ],
    [
      'tez://upi/pay?pa=a@b&am=1&am=2',
      { payeeName: undefined, payeeAddress: 'a@b', amounts: ['1', '2'], currencies: [] },
    ],
    [
      'intent://pay?pa=a@b&cu=USD#Intent;scheme=upi;end',
      { payeeName: undefined, payeeAddress: 'a@b', amounts: [], currencies: ['USD'] },
    ],
    // Parameter names in any case: `AM`/`Cu` cannot slip past the amount check.
    [
      'upi://pay?PA=store@okaxis&Pn=Shop&AM=1.00&am=1299.00&CU=USD',
      { payeeName: 'Shop', payeeAddress: 'store@okaxis', amounts: ['1.00', '1299.00'], currencies: ['USD'] },
    ],
    // Not UPI links: their parameters mean nothing here.
    ['intent://pay?am=1#Intent;scheme=https;end', null],
    ['https://pay.example/?am=1', null],
    ['BANKQR:000201010212', null],
    ['plain text', null],
    [undefined, null],
  ])('%j', (text, terms) => expect(readUpiTerms(text)).toEqual(terms))
})

describe('upiMismatchWarning: am and cu must match the order total (₹) and INR', () => {
  const terms = (amounts: string[], currencies: string[] = []) => ({ amounts, currencies })
  it.each<[string, ReturnType<typeof terms>, number | undefined, boolean]>([
    ['no am and no cu', terms([]), 1299, false],
    ['no am and no cu, total unknown', terms([]), undefined, false],
    ['the total to the paisa', terms(['1299.00'], ['INR']), 1299, false],
    ['the total without decimals', terms(['1299']), 1299, false],
    ['paise', terms(['1299.50']), 1299.5, false],
    ['lower-case inr', terms([], ['inr']), 1299, false],
    ['another amount', terms(['1.00'], ['INR']), 1299, true],
    ['one paisa short', terms(['1298.99']), 1299, true],
    ['a second, different am', terms(['1299.00', '1.00']), 1299, true],
    ['an amount that is not a number', terms(['1,299.00']), 1299, true],
    ['a negative amount', terms(['-1299']), 1299, true],
    ['another currency', terms(['1299.00'], ['USD']), 1299, true],
    ['another currency without am', terms([], ['USD']), 1299, true],
    ['an am while the total is unknown', terms(['1299.00']), undefined, true],
  ])('%s → warned: %s', (_, t, total, warned) => {
    expect(upiMismatchWarning(t, total) !== null).toBe(warned)
  })

  it('warns about a link whose amount or currency is named in capitals', () => {
    expect(upiMismatchWarning(readUpiTerms('upi://pay?pa=a@b&AM=1.00')!, 1299)).not.toBeNull()
    expect(upiMismatchWarning(readUpiTerms('upi://pay?pa=a@b&am=1299.00&CU=USD')!, 1299)).not.toBeNull()
    expect(upiMismatchWarning(readUpiTerms('upi://pay?pa=a@b&AM=1299.00&Cu=INR')!, 1299)).toBeNull()
  })

  it('says the order total it expected', () => {
    expect(upiMismatchWarning(terms(['1.00']), 1299)).toBe(
      'This payment request does not match your order total of ₹1,299.00 in Indian rupees, so it was not opened. Nothing has been paid — please try again or choose another payment method.',
    )
    expect(upiMismatchWarning(terms(['1.00']), undefined)).toMatch(/could not be checked against your order total/)
  })
})
