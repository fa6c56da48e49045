import { DEFAULT_SHOP_NAME } from '@zdravo/contract';

/** The shop's name (logo, titles, texts with {shop}). Build-time: VITE_SHOP_NAME. */
export const SHOP_NAME: string = import.meta.env.VITE_SHOP_NAME || DEFAULT_SHOP_NAME;
