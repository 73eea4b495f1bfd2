import { safeWebUrl } from '@/lib/safe-url'

/**
 * The store's redirect_post step: builds a hidden `<form method="post" action=url>` with one hidden
 * input per [name, value] and submits it, leaving the app. Refuses (returns false, submits nothing)
 * unless `url` is a web target by the store-URL rule (https:, or http: while the app runs on http:)
 * — a second check, so no caller can post to a javascript: URL or from https to http.
 */
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
