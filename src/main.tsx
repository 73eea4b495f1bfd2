import { StrictMode, startTransition, type ReactElement } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { beginApp } from './app/app'
import { preparePriceFormat } from './lib/format'

// The app starts in two steps: what must not wait (the saved catalogue's read) while this bundle is
// evaluated, the rest (router, session, service worker) in a later task, so the two do not add up
// to one long main-thread task on a slow phone (Total Blocking Time).
// The first render runs in a transition: React (`npm run dev`) then yields to the browser every few
// ms while it builds the page. The built app runs on Preact (vite.config.ts), whose startTransition
// runs at once: there the page is built in one task, kept short by rendering nothing that waits
// (the root mounts once `ready` settles). The page's static first view stays on screen until the
// first commit. A server-rendered page is hydrated, so its markup stays and gains its handlers; not
// when the address moved to another page before this bundle ran (app/server-rendered.ts).
const startApp = beginApp()
setTimeout(() => {
  const { App, ready } = startApp()
  // Most pages show prices: the ₹ formatter is built in a task of its own, queued before the first
  // render's, rather than inside the render that first needs it.
  setTimeout(preparePriceFormat, 0)
  // `ready` settles in the task that ran the first page's route chunk: the page is built in a task
  // of its own after it, so the chunk's evaluation and the first render do not add up.
  void ready.then((hydrating) => setTimeout(() => mount(App, hydrating), 0))
}, 0)

function mount(App: () => ReactElement, hydrating: boolean) {
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
}
