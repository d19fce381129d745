/** Pages a visitor reaches without signing in (spec §6). */
export const PUBLIC_PATHS = ['/login', '/register', '/forgot-password'] as const;

export function isPublicPath(pathname: string): boolean {
  return (PUBLIC_PATHS as readonly string[]).includes(pathname.replace(/\/+$/, '') || '/');
}
