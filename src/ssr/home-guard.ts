/*
 * Home's prerendered page is index.html, which static hosts also send as their fallback for any
 * path. This inline script, right after `#root` (the page shows only once the parser has passed it),
 * empties home's `<main>` anywhere but at `/`, so no other address ever paints home's content.
 */

/** The guard's source, exactly as the build writes it into index.html (its hash must match). */
export const HOME_GUARD_SCRIPT =
  'if(location.pathname!=="/"){const m=document.getElementById("main");if(m){m.textContent="";m.setAttribute("aria-busy","true")}}'

/** The CSP source that lets the guard run, and nothing else inline: sha256 of HOME_GUARD_SCRIPT. */
export const HOME_GUARD_HASH = "'sha256-gIVwSE+VVUf+/i3qJzr8YGd0VsmaS1crxAvQq0ZQZnY='"
