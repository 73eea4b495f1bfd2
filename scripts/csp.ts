/*
 * The Content-Security-Policy rules moved to src/server/csp.ts, where the HTML server's
 * runtime-neutral part (Node and edge) reads them; this file keeps the old import path working for
 * scripts/static-server.ts, which still names it.
 */
export * from '../src/server/csp'
