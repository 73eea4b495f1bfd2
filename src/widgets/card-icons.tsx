import { iconProps } from '@/components/ui/icon-props'

/** Icons of the card overlay that the layout's icon set lacks (22 px, currentColor, decorative). */
const svg = iconProps(22)

export const EyeIcon = () => (
  <svg {...svg}>
    <path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8S1 12 1 12z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
)

export const ArrowIcon = () => (
  <svg {...svg}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </svg>
)
