/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Overrides the API base (default /api). */
  readonly VITE_API_BASE?: string;
  /** Overrides the realtime host (default: the page's origin). */
  readonly VITE_REALTIME_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
