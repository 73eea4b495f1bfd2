import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { formatMobile } from '@/domain/phone'
import { joinAddress } from '@/domain/address-form'
import { useT } from '@/i18n/use-t'
import type { SavedAddress } from './addresses-api'

/** One saved address as text: the joined street, town, state and PIN. */
export const savedAddressLine = (a: SavedAddress): string =>
  [joinAddress(a), a.city, a.state].filter(Boolean).join(', ') + (a.postalCode ? ` – ${a.postalCode}` : '')

/** Checkout's saved addresses: a radio group (name, address, PIN, phone), Edit on each, and Add a new address. */
export function SavedAddressPicker({
  addresses,
  chosenId,
  onChoose,
  onEdit,
  onAdd,
}: {
  addresses: readonly SavedAddress[]
  chosenId: string
  onChoose: (id: string) => void
  onEdit: (a: SavedAddress) => void
  onAdd: () => void
}) {
  const t = useT()
  return (
    <>
      <List>
        <legend>{t('address.saved')}</legend>
        {addresses.map((a) => (
          <Item key={a.id} $chosen={a.id === chosenId}>
            <label>
              <input
                type="radio"
                name="saved-address"
                value={a.id}
                checked={a.id === chosenId}
                onChange={() => onChoose(a.id)}
              />
              <span>
                <strong>{a.fullName}</strong> <Tag>{t(`address.${a.type}`)}</Tag>
                <br />
                {savedAddressLine(a)}
                <br />
                {t('address.phoneLine', { phone: formatMobile(a.phone) })}
              </span>
            </label>
            <Button
              type="button"
              $variant="secondary"
              aria-label={t('address.editNamed', { name: a.fullName })}
              onClick={() => onEdit(a)}
            >
              {t('address.edit')}
            </Button>
          </Item>
        ))}
      </List>
      <Button type="button" $variant="secondary" onClick={onAdd}>
        {t('address.add')}
      </Button>
    </>
  )
}

const List = styled.fieldset`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: 8px;
    font-weight: 600;
  }
`
const Item = styled.div<{ $chosen: boolean }>`
  display: flex;
  gap: 8px;
  align-items: flex-start;
  justify-content: space-between;
  padding: 12px;
  border: 1px solid ${({ theme, $chosen }) => ($chosen ? theme.color.primary : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.sm};
  label {
    display: flex;
    gap: 10px;
    align-items: flex-start;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  input {
    margin-top: 4px;
    min-width: 20px;
    min-height: 20px;
  }
`
const Tag = styled.span`
  font-size: 0.8rem;
  text-transform: uppercase;
`
