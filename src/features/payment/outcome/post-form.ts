import { safeUrl } from '@/lib/safe-url'

/**
 * Spec §4 redirect_post: builds a hidden `<form method="post" action=url>` with one hidden input
 * per [name, value] and submits it, leaving the app. Refuses (returns false, submits nothing)
 * unless `url` is http(s) — a second check, so no caller can post to a javascript: URL.
 */
export function submitHiddenForm(url: string, inputs: readonly [string, string][], doc: Document = document): boolean {
  const target = safeUrl(url, ['https:', 'http:'])
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
