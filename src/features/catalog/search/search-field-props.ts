/** Shared by the server's stand-in field and the combobox replacing it on first focus, so the swap is unseen. */
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
