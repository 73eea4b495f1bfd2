import { useState, type FormEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { FormStack } from '@/components/ui/form-field'
import { Panel } from '@/components/ui/panel'
import { useValibotForm } from '@/components/ui/use-valibot-form'
import { formatMobile } from '@/domain/phone'
import type { AddressForm } from '@/domain/address-form'
import { useT } from '@/i18n/use-t'
import { notify } from '@/lib/toast'
import { useOnline } from '@/lib/use-online'
import { useQuery } from '@/lib/use-query'
import { emptyShipping, ShippingSchema } from '../shipping-form-schema'
import { AddressFields } from './address-fields'
import {
  addressErrors,
  addressesQueryOptions,
  addressKeys,
  deleteAddress,
  saveAddress,
  type SavedAddress,
} from './addresses-api'
import { savedAddressLine } from './saved-address-picker'
import { useApi } from '@/lib/api-context'

const toForm = ({ id: _id, isDefault: _d, ...form }: SavedAddress): AddressForm => form

/**
 * /account's "Saved addresses" (the `addresses` extension): the list (offline, the one last read on this device),
 * Add a new address, Edit, Delete after "Delete this address?", Set as default. Changes need the network.
 */
export function AddressBook() {
  const t = useT()
  const queryClient = useQueryClient()
  const online = useOnline()
  const api = useApi()
  const book = useQuery(addressesQueryOptions(api))
  const [editing, setEditing] = useState<{ address?: SavedAddress } | null>(null)
  const [confirming, setConfirming] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [note, setNote] = useState('')
  const list = book.data ?? []

  const change = async (run: () => Promise<unknown>) => {
    if (!online) return setNote(t('address.offline'))
    setBusy(true)
    setNote('')
    try {
      await run()
      await queryClient.invalidateQueries({ queryKey: addressKeys.all })
    } catch (error) {
      notify({ title: t('address.saveFailed'), description: addressErrors(error)?.message, variant: 'destructive' })
    } finally {
      setBusy(false)
      setConfirming(null)
    }
  }

  return (
    <Panel aria-labelledby="addresses-title">
      <h2 id="addresses-title">{t('address.saved')}</h2>
      {note && <p role="status">{note}</p>}
      {editing ? (
        <AddressEditor
          key={editing.address?.id ?? 'new'}
          address={editing.address}
          online={online}
          onDone={() => {
            setEditing(null)
            void queryClient.invalidateQueries({ queryKey: addressKeys.all })
          }}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <>
          {book.isPending ? (
            <p role="status">{t('account.loading')}</p>
          ) : book.isError && list.length === 0 ? (
            <p role="status">{t('address.loadFailed')}</p>
          ) : list.length === 0 ? (
            <p>{t('address.none')}</p>
          ) : (
            <List>
              {list.map((a) => (
                <li key={a.id}>
                  <p>
                    <strong>{a.fullName}</strong> <Tag>{t(`address.${a.type}`)}</Tag>{' '}
                    {a.isDefault && <Tag>{t('address.default')}</Tag>}
                    <br />
                    {savedAddressLine(a)}
                    <br />
                    {t('address.phoneLine', { phone: formatMobile(a.phone) })}
                  </p>
                  {confirming === a.id ? (
                    <Row role="group" aria-label={t('address.deleteConfirm')}>
                      <span>{t('address.deleteConfirm')}</span>
                      <Button
                        type="button"
                        $variant="danger"
                        disabled={busy}
                        onClick={() => void change(() => deleteAddress(api, a.id))}
                      >
                        {t('address.delete')}
                      </Button>
                      <Button type="button" $variant="secondary" onClick={() => setConfirming(null)}>
                        {t('address.cancel')}
                      </Button>
                    </Row>
                  ) : (
                    <Row>
                      <Button
                        type="button"
                        $variant="secondary"
                        aria-label={t('address.editNamed', { name: a.fullName })}
                        onClick={() => (online ? setEditing({ address: a }) : setNote(t('address.offline')))}
                      >
                        {t('address.edit')}
                      </Button>
                      <Button
                        type="button"
                        $variant="secondary"
                        aria-label={t('address.deleteNamed', { name: a.fullName })}
                        onClick={() => setConfirming(a.id)}
                      >
                        {t('address.delete')}
                      </Button>
                      {!a.isDefault && (
                        <Button
                          type="button"
                          $variant="secondary"
                          disabled={busy}
                          onClick={() => void change(() => saveAddress(api, { ...toForm(a), isDefault: true }, a.id))}
                        >
                          {t('address.setDefault')}
                        </Button>
                      )}
                    </Row>
                  )}
                </li>
              ))}
            </List>
          )}
          <Button type="button" onClick={() => (online ? setEditing({}) : setNote(t('address.offline')))}>
            {t('address.add')}
          </Button>
        </>
      )}
    </Panel>
  )
}

/** The form for a new (no `address`) or an edited address; a store's 400 `errors` show under their fields. */
function AddressEditor({
  address,
  online,
  onDone,
  onCancel,
}: {
  address?: SavedAddress
  online: boolean
  onDone: () => void
  onCancel: () => void
}) {
  const t = useT()
  const api = useApi()
  const form = useValibotForm(ShippingSchema, () => (address ? toForm(address) : emptyShipping()), { id: 'addr' })
  const { formRef } = form
  const [saving, setSaving] = useState(false)
  const [problem, setProblem] = useState('')
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    if (saving) return
    if (!online) return setProblem(t('address.offline'))
    const valid = form.validate()
    if (!valid) return
    setSaving(true)
    setProblem('')
    try {
      await saveAddress(api, { ...valid, isDefault: address?.isDefault ?? false }, address?.id)
      onDone()
    } catch (error) {
      const refused = addressErrors(error)
      if (refused && Object.keys(refused.fields).length > 0) form.showErrors(refused.fields)
      else setProblem(refused?.message || t('address.saveFailed'))
    } finally {
      setSaving(false)
    }
  }
  return (
    <FormStack ref={formRef} onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('address.saved')}>
      <AddressFields form={form} />
      {problem && <p role="alert">{problem}</p>}
      <Row>
        <Button type="submit" disabled={saving} aria-disabled={saving}>
          {saving ? t('address.saving') : t('address.save')}
        </Button>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {t('address.cancel')}
        </Button>
      </Row>
    </FormStack>
  )
}

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
  li {
    padding: 12px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0 0 8px;
  }
`
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`
const Tag = styled.span`
  font-size: 0.8rem;
  text-transform: uppercase;
`
