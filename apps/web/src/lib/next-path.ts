// Where the login screen sends the shopper afterwards: `?next=/offers/pure-fit?review=1` brings them
// back to what they were doing (e.g. the review form). Only a path inside this app is followed; any
// other value (another site, `//host`, a scheme) falls back to the landing page.
export function nextPath(search: string): string {
  const next = new URLSearchParams(search).get('next');
  if (
    !next ||
    !next.startsWith('/') ||
    next.startsWith('//') ||
    next.includes('\\') ||
    [...next].some((c) => c.charCodeAt(0) < 0x20)
  )
    return '/';
  return next;
}

/** The login screen's address that returns to `path` afterwards. */
export const loginReturningTo = (path: string, mode: 'login' | 'register' = 'login'): string =>
  `/login?${mode === 'register' ? 'mode=register&' : ''}next=${encodeURIComponent(path)}`;
