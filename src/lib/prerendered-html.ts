// Apart from use-query.ts, so that the entry, which sets it, does not carry React Query's useQuery.
let prerenderedHtml = false

/** Marks the page's HTML as prerendered without store data; call before hydrating. */
export function hydratingPrerenderedHtml(): void {
  prerenderedHtml = true
}

/** True once `hydratingPrerenderedHtml` was called (the page hydrates prerendered HTML). */
export const isHydratingPrerenderedHtml = (): boolean => prerenderedHtml
