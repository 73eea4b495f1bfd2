import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ThemeProvider } from 'styled-components'
import * as v from 'valibot'
import { theme } from '@/styles/theme'
import { SelectField, TextAreaField, TextField } from './form-field'
import { useValibotForm } from './use-valibot-form'

const NoteSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('Name is required')),
  note: v.pipe(v.string(), v.trim(), v.nonEmpty('Note is required')),
  size: v.picklist(['S', 'M'], 'Pick a size'),
})

// An interface (no index signature) must be accepted as the values' type.
interface Note {
  name: string
  note: string
  size: string
}

function NoteForm({ initial, onValid }: { initial: Note | (() => Note); onValid: (note: unknown) => void }) {
  const form = useValibotForm(NoteSchema, initial, { id: 'note' })
  const { values, errors, formRef, bind, validate, reset } = form
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        const output = validate()
        if (output) onValid(output)
      }}
    >
      <TextField id="name" label="Name" value={values.name} onChange={bind('name')} error={errors.name} />
      <TextAreaField id="note" label="Note" value={values.note} onChange={bind('note')} error={errors.note} />
      <SelectField id="size" label="Size" value={values.size} onChange={bind('size')} error={errors.size}>
        <option value="">Choose</option>
        <option value="S">S</option>
        <option value="M">M</option>
      </SelectField>
      <button type="submit">Save</button>
      <button type="button" onClick={reset}>
        Reset
      </button>
    </form>
  )
}

const EMPTY: Note = { name: '', note: '', size: '' }

function setup(initial: Note | (() => Note) = EMPTY) {
  const onValid = vi.fn()
  render(
    <ThemeProvider theme={theme}>
      <NoteForm initial={initial} onValid={onValid} />
    </ThemeProvider>,
  )
  return { onValid, user: userEvent.setup() }
}

describe('useValibotForm', () => {
  afterEach(cleanup)

  it('binds text inputs, textareas and selects, and returns the schema output when valid', async () => {
    const { user, onValid } = setup()
    await user.type(screen.getByLabelText('Name'), ' Asha ')
    await user.type(screen.getByLabelText('Note'), 'Call first')
    await user.selectOptions(screen.getByLabelText('Size'), 'M')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(onValid).toHaveBeenCalledWith({ name: 'Asha', note: 'Call first', size: 'M' })
  })

  it('on failure shows one message per field, focuses the first invalid field and keeps the values', async () => {
    const { user, onValid } = setup()
    await user.type(screen.getByLabelText('Note'), 'Kept')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(onValid).not.toHaveBeenCalled()
    expect(screen.getByText('Name is required')).toBeTruthy()
    expect(screen.getByText('Pick a size')).toBeTruthy()
    expect(screen.queryByText('Note is required')).toBeNull()
    expect(document.activeElement).toBe(screen.getByLabelText('Name'))
    expect(screen.getByLabelText('Note')).toHaveProperty('value', 'Kept')
  })

  it("clears a field's message as soon as that field is edited, and only that one", async () => {
    const { user } = setup()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await user.selectOptions(screen.getByLabelText('Size'), 'S')
    expect(screen.queryByText('Pick a size')).toBeNull()
    expect(screen.getByText('Name is required')).toBeTruthy()
  })

  it('reset() puts back the starting values and clears every message; a lazy initial is read once', async () => {
    const initial = vi.fn((): Note => ({ name: 'Draft', note: '', size: '' }))
    const { user } = setup(initial)
    await user.type(screen.getByLabelText('Name'), ' more')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(screen.getByText('Note is required')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Reset' }))
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Draft')
    expect(screen.queryByText('Note is required')).toBeNull()
    expect(screen.queryByText('Pick a size')).toBeNull()
    expect(initial).toHaveBeenCalledTimes(1)
  })
})
