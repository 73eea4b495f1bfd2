/* index.html (home) is also the static fallback: this script empties home's `<main>` off `/`. */

/** Exactly as written into index.html (its hash must match). */
export const HOME_GUARD_SCRIPT =
  'if(location.pathname!=="/"){const m=document.getElementById("main");if(m){m.textContent="";m.setAttribute("aria-busy","true")}}'

export const HOME_GUARD_HASH = "'sha256-gIVwSE+VVUf+/i3qJzr8YGd0VsmaS1crxAvQq0ZQZnY='"
