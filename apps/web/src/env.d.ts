/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The shop's name shown in the logo and titles (default: Zdravo). */
  readonly VITE_SHOP_NAME?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** This build's id (vite.config.ts buildStamp), also served as /build.json. */
declare const __BUILD_ID__: string;
