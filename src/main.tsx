import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'

// A transition lets React yield to the browser every few ms while it builds the first page, so the
// first render is not one long main-thread task (Total Blocking Time on a slow phone).
// index.html's static first view stays on screen until React commits.
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
})
