// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { readPlainField } from './header-search-parts'

describe('readPlainField', () => {
  it('reads the text and selection of a field already taken off the page, with the focus noted before', () => {
    const field = document.createElement('input')
    field.type = 'search'
    document.body.append(field)
    field.value = 'hdmi 2.1'
    field.select()
    field.remove()
    // Typed into before its removal, selected whole: the replacement gets both.
    expect(readPlainField(field, true)).toEqual({ text: 'hdmi 2.1', focus: true, selection: [0, 8] })
    field.setSelectionRange(4, 4)
    expect(readPlainField(field, false)).toEqual({ text: 'hdmi 2.1', focus: false, selection: [4, 4] })
  })

  it('reads an empty, unfocused field when there was none', () => {
    expect(readPlainField(null, false)).toEqual({ text: '', focus: false, selection: null })
  })
})
