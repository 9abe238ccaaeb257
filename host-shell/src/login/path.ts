/** The login page's path under the /admin base (with or without a trailing slash). */
export function isLoginPath(pathname: string): boolean {
  return /^\/admin\/login\/?$/.test(pathname);
}
