// Icons of the storefront (same 24×24 stroke style as icons.tsx, decorative by default): kept in their
// own module so they load with the screens that use them, not with the first page.
import type { ReactNode, SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

function Icon({ size = 24, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8}
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...rest}>
      {children}
    </svg>
  );
}

export const MinusIcon = (p: IconProps) => <Icon {...p}><path d="M5 12h14" /></Icon>;
export const PlusIcon = (p: IconProps) => <Icon {...p}><path d="M12 5v14M5 12h14" /></Icon>;
export const TrashIcon = (p: IconProps) => (
  <Icon {...p}><path d="M4.5 7h15M10 4h4M6.5 7l.8 12a1.5 1.5 0 0 0 1.5 1.4h6.4a1.5 1.5 0 0 0 1.5-1.4l.8-12M10 11v6M14 11v6" /></Icon>
);
export const ChevronLeftIcon = (p: IconProps) => <Icon {...p}><path d="m15 6-6 6 6 6" /></Icon>;
export const ChevronRightIcon = (p: IconProps) => <Icon {...p}><path d="m9 6 6 6-6 6" /></Icon>;
export const GridIcon = (p: IconProps) => (
  <Icon {...p}><rect x="4" y="4" width="6.5" height="6.5" rx="1.5" /><rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" /><rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" /><rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" /></Icon>
);
export const StarOutlineIcon = (p: IconProps) => (
  <Icon {...p}><path d="m12 3.8 2.5 5.1 5.6.8-4 3.9 1 5.6-5.1-2.7-5 2.7 1-5.6-4.1-3.9 5.6-.8L12 3.8Z" /></Icon>
);
export const HairIcon = (p: IconProps) => (
  <Icon {...p}><path d="M6 20c0-6 1-12 6-15.5C17 8 18 14 18 20" /><path d="M9.5 20c0-5 .6-9 2.5-12 1.9 3 2.5 7 2.5 12" /></Icon>
);
export const LegIcon = (p: IconProps) => (
  <Icon {...p}><path d="M10 3v7.5c0 2 .5 3.5 1.5 5L13 18c.6 1 0 2-1.2 2H7.5" /><path d="M14.5 3v7c0 1.5.3 2.7 1 4" /><path d="M12 7.5c.8.7 1 1.6.6 2.6M11.8 12.5c.7.6.9 1.4.5 2.2" /></Icon>
);
export const FlowerIcon = (p: IconProps) => (
  <Icon {...p}><circle cx="12" cy="10" r="2.2" /><path d="M12 7.8C10.5 4.5 13.5 4.5 12 7.8ZM14.2 10c3.3-1.5 3.3 1.5 0 0ZM12 12.2c1.5 3.3-1.5 3.3 0 0ZM9.8 10c-3.3 1.5-3.3-1.5 0 0Z" /><path d="M12 12.5V21M12 17c1.5-2 3.5-2.5 5-2" /></Icon>
);
export const BoxIcon = (p: IconProps) => (
  <Icon {...p}><path d="M3.5 7.5 12 3.5l8.5 4v9L12 20.5l-8.5-4v-9Z" /><path d="M3.5 7.5 12 11.5l8.5-4M12 11.5v9" /></Icon>
);
export const CheckIcon = (p: IconProps) => <Icon {...p}><path d="m5 12.5 4.5 4.5L19 7.5" /></Icon>;
export const UsersIcon = (p: IconProps) => (
  <Icon {...p}><circle cx="9" cy="8.5" r="3.3" /><path d="M3 19.5c.9-3.4 3.2-5 6-5s5.1 1.6 6 5" /><circle cx="17" cy="9.5" r="2.6" /><path d="M16.5 14.6c2.2.1 3.8 1.5 4.5 4.4" /></Icon>
);
/** A turning-back arrow: withdrawing, undoing. */
export const UndoIcon = (p: IconProps) => (
  <Icon {...p}><path d="M9 14 4 9l5-5" /><path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" /></Icon>
);
