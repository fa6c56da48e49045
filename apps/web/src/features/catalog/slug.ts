/** A readable name from an offer slug until the offer loads: "hairgrow-plus" → "Hairgrow Plus". */
export function nameFromSlug(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
