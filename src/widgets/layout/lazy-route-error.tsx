import { useEffect, useState, type ComponentType } from 'react'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { t } from '@/i18n/i18n'

/*
 * The router's error view, kept out of the entry: the styled view comes with the pages' styles, so
 * once a page has shown it is already here. Should even it fail to load, a plain view says the same.
 */

type View = ComponentType<ErrorComponentProps>

// Module state on purpose: a loaded module is one per page, and so is this cache of its import.
let view: View | undefined
let loading: Promise<View> | undefined

/** Loads the styled error view once; after a failed load the next call tries again. */
export function loadRouteError(): Promise<View> {
  loading ??= import('./route-error').then(
    (m) => (view = m.RouteError),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/** The error view: the styled one when loaded; nothing while it loads; a plain one (Try Again reloads) if it cannot. */
export function LazyRouteError(props: ErrorComponentProps) {
  const [failed, setFailed] = useState(false)
  const [, setLoaded] = useState<View>()
  useEffect(() => {
    if (view) return
    let live = true
    loadRouteError().then(
      (loaded) => live && setLoaded(() => loaded),
      () => live && setFailed(true),
    )
    return () => {
      live = false
    }
  }, [])
  if (view) {
    const Loaded = view
    return <Loaded {...props} />
  }
  if (!failed) return null
  return (
    <div role="alert">
      <h1>{t('layout.errorTitle')}</h1>
      <p>{t('layout.errorText')}</p>
      <button type="button" onClick={() => location.reload()}>
        {t('common.tryAgain')}
      </button>
    </div>
  )
}
