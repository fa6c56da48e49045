// Icons of the shop's categories (the listing's menu; the star also on the club page): apart from
// icons-extra.tsx, so an offer's page does not carry them (decision 040).
import { Icon, type IconProps } from './icons.tsx';

export const GridIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
  </Icon>
);
export const StarOutlineIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m12 3.8 2.5 5.1 5.6.8-4 3.9 1 5.6-5.1-2.7-5 2.7 1-5.6-4.1-3.9 5.6-.8L12 3.8Z" />
  </Icon>
);
export const HairIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 20c0-6 1-12 6-15.5C17 8 18 14 18 20" />
    <path d="M9.5 20c0-5 .6-9 2.5-12 1.9 3 2.5 7 2.5 12" />
  </Icon>
);
export const LegIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M10 3v7.5c0 2 .5 3.5 1.5 5L13 18c.6 1 0 2-1.2 2H7.5" />
    <path d="M14.5 3v7c0 1.5.3 2.7 1 4" />
    <path d="M12 7.5c.8.7 1 1.6.6 2.6M11.8 12.5c.7.6.9 1.4.5 2.2" />
  </Icon>
);
export const FlowerIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="10" r="2.2" />
    <path d="M12 7.8C10.5 4.5 13.5 4.5 12 7.8ZM14.2 10c3.3-1.5 3.3 1.5 0 0ZM12 12.2c1.5 3.3-1.5 3.3 0 0ZM9.8 10c-3.3 1.5-3.3-1.5 0 0Z" />
    <path d="M12 12.5V21M12 17c1.5-2 3.5-2.5 5-2" />
  </Icon>
);
