/** `make()` on the first call, that value ever after: for costly constants (Intl formatters, tables, handles) a load need not build. */
export function lazy<T>(make: () => T): () => T {
  let made: { value: T } | undefined
  return () => (made ??= { value: make() }).value
}

/** `make(key)`, made again only when `key` is not the last call's: a snapshot that stays one object while its source stays. */
export function memoLast<K, T>(make: (key: K) => T): (key: K) => T {
  let last: { key: K; value: T } | undefined
  return (key) => {
    if (!last || !Object.is(last.key, key)) last = { key, value: make(key) }
    return last.value
  }
}
