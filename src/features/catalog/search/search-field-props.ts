/**
 * The attributes the header's search field has in both of its forms: the stand-in the server
 * renders and the enhanced combobox that replaces it on first focus. They must be the same field
 * to the shopper and to a screen reader, so the swap is unseen: `label` is its accessible name and
 * placeholder ("Search products"). A search is at most 1,000 characters. Each form says
 * `role="combobox"` itself, with the aria-expanded it has.
 */
export const searchFieldProps = (label: string) =>
  ({
    type: 'search',
    name: 'search',
    'aria-label': label,
    'aria-autocomplete': 'list',
    autoComplete: 'off',
    enterKeyHint: 'search',
    placeholder: label,
    maxLength: 1000,
  }) as const
