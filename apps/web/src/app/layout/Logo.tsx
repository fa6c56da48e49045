import { Link } from 'wouter';
import { fill, useT } from '../../lib/i18n.ts';
import { SHOP_NAME } from '../../lib/shop.ts';

/** The shop's mark and name, linking home. */
export function Logo({ className = '' }: { className?: string }) {
  const t = useT();
  return (
    <Link href="/" className={`logo ${className}`} aria-label={fill(t.homeLabel, { shop: SHOP_NAME })}>
      <svg className="logo__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="currentColor" />
        <path d="M9 23c0-8 5-13 15-14-1 9-6 14-13 14h-2Z" fill="var(--green-200)" />
        <path d="M9.5 22.5c3-4 6-6.8 10-8.8" stroke="#fff" strokeWidth="1.6" fill="none" strokeLinecap="round" />
      </svg>
      <span className="logo__name">{SHOP_NAME}</span>
    </Link>
  );
}
