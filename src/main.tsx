import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { startApp } from './app/app'

// The app starts in a task after the one that evaluated this bundle, so the two do not add up to
// one long main-thread task on a slow phone (Total Blocking Time).
// A transition lets React yield to the browser every few ms while it builds the first page, so the
// first render is not one long task either. The page's static first view stays on screen until React
// commits. A server-rendered page is hydrated (same transition), so its markup stays and gains its
// handlers; not when the address moved to another page before the app started (app/server-rendered.ts).
setTimeout(() => {
  const { App, hydrating } = startApp()
  const root = document.getElementById('root')!
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  )
  startTransition(() => {
    if (hydrating) hydrateRoot(root, app)
    else createRoot(root).render(app)
  })
}, 0)
