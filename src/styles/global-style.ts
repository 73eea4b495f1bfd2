import { createGlobalStyle } from 'styled-components'

/** Base styles; the critical first-paint CSS lives inline in index.html. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { scroll-behavior: smooth; -webkit-text-size-adjust: 100%; }
  /* What comes after the sticky header, focused or scrolled into view (the first invalid field after
     a failed submit, a heading), lands below it, never under it (WCAG 2.4.11, focus not obscured).
     A margin on the page's content, not a scroll-padding on html: that would count the header's own
     controls as hidden and scroll the page up whenever one took focus. */
  header ~ *, header ~ * * { scroll-margin-top: calc(var(--header-row) + 8px); }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    header ~ *, header ~ * * { scroll-margin-top: calc(var(--header-row) + var(--header-menu-row) + 8px); }
  }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font};
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.bg};
    line-height: 1.5;
    overflow-wrap: anywhere;
  }
  img { max-width: 100%; display: block; }
  a { color: ${({ theme }) => theme.color.primary}; }
  button, input, select, textarea { font: inherit; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    html { scroll-behavior: auto; }
    *, *::before, *::after { transition: none !important; animation: none !important; }
  }
`
