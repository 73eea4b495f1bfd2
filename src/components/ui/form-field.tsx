import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react'
import styled from 'styled-components'

interface FieldShellProps {
  id: string
  label: string
  error?: string
  hint?: ReactNode
  children: ReactNode
}

function FieldShell({ id, label, error, hint, children }: FieldShellProps) {
  return (
    <Wrap>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </Wrap>
  )
}

const describedBy = (id: string, error?: string, hint?: ReactNode) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string
  label: string
  error?: string
  hint?: ReactNode
}

/** A labelled input; `error` sets aria-invalid and is read with the field (WCAG 3.3.1). */
export function TextField({ id, label, error, hint, ...input }: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...input}
      />
    </FieldShell>
  )
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  id: string
  label: string
  error?: string
  hint?: ReactNode
}

export function TextAreaField({ id, label, error, hint, ...input }: TextAreaFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <TextArea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...input}
      />
    </FieldShell>
  )
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  id: string
  label: string
  error?: string
  hint?: ReactNode
  children: ReactNode
}

export function SelectField({ id, label, error, hint, children, ...select }: SelectFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <Select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...select}
      >
        {children}
      </Select>
    </FieldShell>
  )
}

/** Focuses the form's first invalid control once errors have rendered: call `focusFirstInvalid()` on a failed submit. */
export function useFocusFirstInvalid<T extends HTMLFormElement = HTMLFormElement>() {
  const formRef = useRef<T>(null)
  const [nonce, setNonce] = useState(0)
  useEffect(() => {
    if (nonce === 0) return
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [nonce])
  const focusFirstInvalid = useCallback(() => setNonce((n) => n + 1), [])
  return { formRef, focusFirstInvalid }
}

export const FormStack = styled.form`
  display: grid;
  gap: 16px;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`

const control = `
  width: 100%;
  min-height: 44px;
  padding: 8px 12px;
  border-radius: 6px;
  background: #fff;
  color: inherit;
`

const Wrap = styled.div`
  display: grid;
  gap: 4px;
  label {
    font-weight: 600;
  }
`
const Input = styled.input`
  ${control}
  border: 1px solid ${({ theme }) => theme.color.muted};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.accent};
    border-width: 2px;
  }
`
const TextArea = styled.textarea`
  ${control}
  min-height: 120px;
  resize: vertical;
  border: 1px solid ${({ theme }) => theme.color.muted};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.accent};
    border-width: 2px;
  }
`
const Select = styled.select`
  ${control}
  border: 1px solid ${({ theme }) => theme.color.muted};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.accent};
    border-width: 2px;
  }
`
const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.muted};
`
const ErrorText = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.accent};
`
