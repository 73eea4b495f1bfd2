import { safeWebUrl } from '@/lib/safe-url'

/** Posts a hidden form, leaving the app; false unless `url` is a web target (a second check of the store-URL rule). */
export function submitHiddenForm(
  url: string,
  inputs: readonly [string, string][],
  { doc = document, appProtocol = window.location.protocol }: { doc?: Document; appProtocol?: string } = {},
): boolean {
  const target = safeWebUrl(url, appProtocol)
  if (!target) return false
  const form = doc.createElement('form')
  form.method = 'post'
  form.action = target
  form.hidden = true
  for (const [name, value] of inputs) {
    const input = doc.createElement('input')
    input.type = 'hidden'
    input.name = name
    input.value = value
    form.append(input)
  }
  doc.body.append(form)
  form.submit()
  return true
}
