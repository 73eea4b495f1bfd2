/**
 * A server-rendered page asks for its code once it has painted: the page and its largest image get a
 * slow link's bandwidth first, the code (which only hydrates what is already on screen) follows.
 */

/** Ms the code waits at most for the page's LCP image. */
export const LCP_WAIT_MS = 1000

/**
 * The loader `(files, waitMs)`, the entry first in `files`: once the document is parsed, its LCP image
 * in (or `waitMs` passed) and a frame painted, a modulepreload per chunk, then the entry. Plain ES5 text.
 */
const LOADER = `function (files, waitMs) {
  var doc = document, started = false;
  function load() {
    for (var i = 1; i < files.length; i++) {
      var link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = files[i];
      doc.head.appendChild(link);
    }
    var script = doc.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = files[0];
    doc.head.appendChild(script);
  }
  function start() {
    if (started) return;
    started = true;
    requestAnimationFrame(function () { setTimeout(load, 0); });
  }
  function parsed() {
    var image = doc.querySelector('img[fetchpriority="high"]');
    if (!image || image.complete) return start();
    image.addEventListener('load', start);
    image.addEventListener('error', start);
    setTimeout(start, waitMs);
  }
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', parsed);
  else parsed();
}`

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/

/**
 * `html` with its entry's module script replaced by an inline loader (with `nonce`) that adds the
 * entry and `modules` (`/assets/…` paths) after the first paint; `html` as it is without an entry script.
 */
export function entryAfterPaint(html: string, modules: string[], nonce: string): string {
  return html.replace(ENTRY_SCRIPT, (_, entry: string) => {
    const files = JSON.stringify([entry, ...modules]).replace(/</g, '\\u003c')
    return `<script nonce="${nonce.replace(/"/g, '')}">(${LOADER})(${files}, ${LCP_WAIT_MS})</script>`
  })
}
