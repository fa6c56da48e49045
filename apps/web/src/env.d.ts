/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The shop's name shown in the logo and titles (default: Zdravo). */
  readonly VITE_SHOP_NAME?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
