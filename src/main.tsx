import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app/app'
import { hydratesServerMarkup } from './app/server-rendered'

// A transition lets React yield to the browser every few ms while it builds the first page, so the
// first render is not one long main-thread task (Total Blocking Time on a slow phone).
// index.html's static first view stays on screen until React commits.
// A server-rendered page is hydrated (same transition), so its markup stays and gains its handlers;
// not when the address moved to another page before this ran (app/server-rendered.ts).
const root = document.getElementById('root')!
const app = (
  <StrictMode>
    <App />
  </StrictMode>
)
startTransition(() => {
  if (hydratesServerMarkup) hydrateRoot(root, app)
  else createRoot(root).render(app)
})
