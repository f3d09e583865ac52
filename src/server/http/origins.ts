// Which origins count as this portal's own, for the cross-site guard and the auth library.

const loopbackHosts = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origin under each of the machine's own names (localhost, 127.0.0.1, [::1]), same scheme and port:
 * outside production a developer opens whichever the terminal shows. Any other origin is itself alone.
 */
export function loopbackTwins(origin: string): string[] {
  const url = new URL(origin);
  if (!loopbackHosts.includes(url.hostname)) return [url.origin];
  const port = url.port ? `:${url.port}` : '';
  return loopbackHosts.map((host) => `${url.protocol}//${host}${port}`);
}

/**
 * True when `origin` (a request's Origin header) names the host the request was sent to: the page and the
 * API are one site, whatever APP_ORIGIN says. Only the host is compared, since behind a TLS-terminating
 * proxy the request itself arrives over http.
 */
export function isSameOrigin(origin: string, requestUrl: string): boolean {
  try {
    return new URL(origin).host === new URL(requestUrl).host;
  } catch {
    // 'null' (a sandboxed frame, a privacy redirect) names no host.
    return false;
  }
}
