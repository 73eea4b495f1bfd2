import { useState, type FormEvent } from 'react'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { notify } from '@/lib/toast'
import { useT } from '@/i18n/use-t'

/** Newsletter band: required e-mail; submit shows 'Subscribed!' and clears the field; no request. */
export function Newsletter() {
  const t = useT()
  const [email, setEmail] = useState('')
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    notify({ title: t('newsletter.subscribed'), description: t('newsletter.thanks'), variant: 'success' })
    setEmail('')
  }
  return (
    <Band aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">{t('newsletter.title')}</h2>
      <p>{t('newsletter.text')}</p>
      <Form onSubmit={onSubmit}>
        <label htmlFor="newsletter-email" className="visually-hidden">
          {t('newsletter.email')}
        </label>
        <input
          id="newsletter-email"
          type="email"
          required
          placeholder="you@example.com"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit">{t('newsletter.subscribe')}</Button>
      </Form>
    </Band>
  )
}

const Band = styled.section`
  margin-top: 32px;
  padding: 32px 16px;
  text-align: center;
  background: #0b3a8a;
  color: #fff;
  p {
    color: #dbe6ff;
  }
`
const Form = styled.form`
  display: flex;
  gap: 8px;
  max-width: 480px;
  margin: 0 auto;
  flex-wrap: wrap;
  input {
    flex: 1 1 220px;
    min-height: 44px;
    padding: 0 12px;
    border-radius: 6px;
    border: 1px solid #fff;
  }
  button {
    background: #fff;
    color: #0b3a8a;
  }
`
