// The listing's categories (docs/product.md §2): "Sve kategorije" heads the list; "Najpopularniji" (all offers)
// and the groups follow, each with its icon. Names come from messages, icons by CATEGORY_ICONS.
import type { ComponentType } from 'react';
import { CATEGORY_ICONS, LISTING_POPULAR, SHOP_GROUPS, type ListingCategory } from '@zdravo/contract';
import { HeartIcon, ScaleIcon, SparkleIcon, WaveIcon } from '../../components/ui/icons.tsx';
import { FlowerIcon, GridIcon, HairIcon, LegIcon, StarOutlineIcon } from '../../components/ui/icons-categories.tsx';

type Icon = ComponentType<{ size?: number }>;

const ICONS: Record<string, Icon> = {
  grid: GridIcon,
  star: StarOutlineIcon,
  scale: ScaleIcon,
  waves: WaveIcon,
  hair: HairIcon,
  sparkle: SparkleIcon,
  leg: LegIcon,
  flower: FlowerIcon,
  heart: HeartIcon,
};

export const iconOf = (key: keyof typeof CATEGORY_ICONS): Icon => ICONS[CATEGORY_ICONS[key]] ?? GridIcon;

export const LISTING_CATEGORIES: readonly ListingCategory[] = [LISTING_POPULAR, ...SHOP_GROUPS];

/** /most-popular for all offers; /most-popular/{group} for a group (the footer links /shop/{group}). */
export const categoryHref = (category: ListingCategory): string =>
  category === LISTING_POPULAR ? '/most-popular' : `/most-popular/${category}`;
