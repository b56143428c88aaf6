import { BROWSER_USER_AGENT } from '#testing/user-agent';

export interface JsonReply {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: test replies are read field by field
  body: any;
  headers: Headers;
}

/** A JSON call over real HTTP, as a browser or script would make it. */
export async function call(
  url: string,
  options: {
    method?: string;
    body?: unknown;
    rawBody?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<JsonReply> {
  // A browser's agent unless the test names one: Node's own ("node") is a script's, whose views
  // do not count (api/src/crawlers.ts).
  const named = Object.keys(options.headers ?? {}).some((h) => h.toLowerCase() === 'user-agent');
  const headers: Record<string, string> = {
    ...(named ? {} : { 'User-Agent': BROWSER_USER_AGENT }),
    ...options.headers,
  };
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['Content-Type'] ??= 'application/json';
  }
  const res = await fetch(url, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The session cookie from a reply's Set-Cookie, ready to send back. */
export function sessionCookie(reply: JsonReply): string {
  const cookie = reply.headers.getSetCookie().find((c) => c.startsWith('flipfold_session='));
  if (!cookie) throw new Error('no session cookie was set');
  return cookie.split(';')[0] ?? '';
}
