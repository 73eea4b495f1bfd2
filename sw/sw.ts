/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching'

declare const self: ServiceWorkerGlobalScope

// Minimal service worker; the offline issue extends it with runtime caching and navigation fallback.
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()
