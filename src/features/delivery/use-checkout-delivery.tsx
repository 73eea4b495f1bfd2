import { useCallback, useState, type ReactNode } from 'react'
import { useQueries, useQueryClient } from '@tanstack/react-query'
import styled from 'styled-components'
import { isValidPinCode } from '@/domain/pin-code'
import { serviceabilityQueryOptions, type Serviceability } from './api/serviceability'
import { formatDeliveryDate } from './delivery-date'
import { DATE_LOCALES } from '@/i18n/locales'
import { useLocale } from '@/i18n/use-t'
import { useDeliveryMessages } from './messages'
import { useApi } from '@/lib/api-context'

export interface DeliveryLine {
  id: string
  name: string
}

/** At most this many different products are checked (a cart is bounded well below it). */
const MAX_CHECKED_PRODUCTS = 50

const productsOf = (lines: readonly DeliveryLine[]): DeliveryLine[] => {
  const seen = new Map<string, DeliveryLine>()
  for (const line of lines) if (!seen.has(line.id)) seen.set(line.id, line)
  return [...seen.values()].slice(0, MAX_CHECKED_PRODUCTS)
}

export interface CheckoutDelivery {
  setPinCode: (pinCode: string) => void
  /** False when a line cannot be delivered to `pinCode`; a store that could not answer does not stop the order. */
  beforePlace: (pinCode: string, lines: readonly DeliveryLine[]) => Promise<boolean>
  /** Beside the address: "{product} can't be delivered to {PIN}" per line, or nothing. */
  notice: ReactNode
  /** For the order summary: the estimated delivery date of the whole order, or nothing. */
  estimate: ReactNode
}

/** Checks each line for the form's valid PIN: names the undeliverable ones, else the latest date is the estimate. */
export function useCheckoutDelivery({
  enabled,
  lines,
  locale: given,
}: {
  enabled: boolean
  lines: readonly DeliveryLine[]
  locale?: string
}): CheckoutDelivery {
  const M = useDeliveryMessages()
  const shown = DATE_LOCALES[useLocale()]
  const locale = given ?? shown
  const queryClient = useQueryClient()
  const api = useApi()
  const [typed, setTyped] = useState('')
  const pinCode = typed.trim()
  const active = enabled && isValidPinCode(pinCode)
  const products = productsOf(lines)
  const answers = useQueries({
    queries: products.map((line) => ({ ...serviceabilityQueryOptions(api, pinCode, line.id), enabled: active })),
  }).map((r) => (active ? r.data : undefined))

  const beforePlace = useCallback(
    async (pin: string, orderLines: readonly DeliveryLine[]) => {
      if (!enabled || !isValidPinCode(pin)) return true
      const checked = await Promise.all(
        productsOf(orderLines).map((line) =>
          queryClient
            .fetchQuery(serviceabilityQueryOptions(api, pin.trim(), line.id))
            .catch((): Serviceability | undefined => undefined),
        ),
      )
      setTyped(pin)
      return !checked.some((a) => a?.deliverable === false)
    },
    [enabled, queryClient, api],
  )

  const blocked = products.filter((_, i) => answers[i]?.deliverable === false)
  const notice =
    blocked.length > 0 ? (
      <Blocked role="alert" data-testid="delivery-blocked">
        {blocked.map((line) => (
          <li key={line.id}>{M.lineNotDeliverable(line.name || M.unnamedProduct, pinCode)}</li>
        ))}
      </Blocked>
    ) : null

  const days = answers.map((a) => (a?.deliverable ? a.estimatedDays : undefined))
  const allKnown = products.length > 0 && days.every((d) => d !== undefined)
  const estimate = allKnown ? (
    <Estimate data-testid="delivery-estimate">
      <span>{M.estimatedDelivery}</span>
      <strong>{formatDeliveryDate(Math.max(...(days as number[])), locale)}</strong>
    </Estimate>
  ) : null

  return { setPinCode: setTyped, beforePlace, notice, estimate }
}

const Blocked = styled.ul`
  margin: 0;
  padding: 12px 12px 12px 32px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: #fdecea;
  color: ${({ theme }) => theme.color.accent};
  font-weight: 600;
`
const Estimate = styled.p`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  margin: 12px 0 0;
  color: ${({ theme }) => theme.color.success};
`
