/**
 * One signed-in person talking to the portal over HTTP, as the browser would: its session cookie on every
 * request and the portal's Origin on writes (the cross-site guard and the auth library check it).
 */
export class PortalSession {
  private cookies = new Map<string, string>();

  constructor(
    readonly origin: string,
    readonly label: string,
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
    const response = await this.send(path, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? safeJson(text) : null };
  }

  async postForm(path: string, form: FormData): Promise<{ status: number; body: unknown }> {
    const response = await this.send(path, { method: 'POST', body: form });
    return { status: response.status, body: safeJson(await response.text()) };
  }

  async getBytes(path: string): Promise<{ status: number; bytes: Buffer }> {
    const response = await this.send(path, { method: 'GET' });
    return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  /** Every request goes through here, so the cookie jar sees each Set-Cookie. */
  async send(path: string, init: RequestInit & { headers?: Record<string, string> }): Promise<Response> {
    const response = await fetch(new URL(path, this.origin), {
      ...init,
      redirect: 'manual',
      headers: { ...init.headers, cookie: this.cookieHeader, origin: this.origin },
      signal: init.signal ?? AbortSignal.timeout(30_000),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (!pair || eq < 1) continue;
      const value = pair.slice(eq + 1);
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(pair.slice(0, eq));
      else this.cookies.set(pair.slice(0, eq), value);
    }
    return response;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
