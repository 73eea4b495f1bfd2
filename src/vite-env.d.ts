/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

declare const __APP_VERSION__: string

interface ImportMetaEnv {
  /** Overrides the API base (else the same host's port 8044 on localhost, or api.<host> elsewhere), e.g. https://api.example.in/api/v1 */
  readonly VITE_API_BASE_URL?: string
}
