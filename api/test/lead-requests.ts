import crypto from 'node:crypto';
import { nextStamp } from '#core/edit-stamps';
import { bearer, call, type JsonReply } from './http';
import { type CapturedMail, mailPart } from './mail-sink';
import { dataUrl, noisePng } from './png';
import type { TestUser } from './users';

/** A flipbook of `owner` through the API; `leadForm` switches the public form on. */
export async function flipbookFor(
  url: string,
  owner: TestUser,
  over: { title?: string; leadForm?: boolean } = {},
): Promise<string> {
  const id = crypto.randomUUID();
  const res = await call(`${url}/api/flipbooks`, {
    body: {
      id,
      title: over.title ?? 'Spring menu',
      panels: { front: [dataUrl(noisePng(8, 8))], back: [] },
      leadForm: over.leadForm ?? true,
    },
    headers: bearer(owner.token),
  });
  if (res.status !== 201)
    throw new Error(`create answered ${res.status}: ${JSON.stringify(res.body)}`);
  return id;
}

let visitors = 0;
/** A fresh visitor address, so each test reads its own mails. */
const visitorAddress = () => `visitor-${++visitors}-${crypto.randomUUID().slice(0, 8)}@example.com`;

/** A lead as the public form sends it; `over` changes any field. */
export function leadBody(over: Record<string, unknown> = {}) {
  return {
    id: crypto.randomUUID(),
    email: visitorAddress(),
    name: 'Ada Lovelace',
    company: 'Analytical Engines',
    note: 'Please call after the fair',
    consent: true,
    source: 'link',
    ...over,
  };
}

export function sendLead(
  url: string,
  flipbookId: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<JsonReply> {
  return call(`${url}/api/flipbooks/${flipbookId}/leads`, { body, headers });
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) as the text they stand for. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_h, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
}

/** A header of a raw mail, unfolded and decoded. */
export function mailHeader(mail: CapturedMail, name: string): string {
  const head = mail.raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
  return decodeWords(new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? '');
}

/** The 'Forget me' link of a lead's mail, in whichever language it is written. */
export function forgetLinkIn(mail: CapturedMail): URL {
  const match = /(https?:\/\/\S+\/forget-me\?\S+)/.exec(mailPart(mail.raw, 'text/plain'));
  if (!match?.[1]) throw new Error('no Forget me link in the mail');
  return new URL(match[1]);
}

/** `PUT /api/leads/{id}/notes` as `token`'s session; a raw body is sent as it is. */
export function putNotes(
  url: string,
  token: string,
  leadId: string,
  body: Record<string, unknown> | string,
): Promise<JsonReply> {
  const sent = typeof body === 'string' ? { rawBody: body } : { body };
  return call(`${url}/api/leads/${leadId}/notes`, {
    method: 'PUT',
    ...sent,
    headers: { ...bearer(token), 'Content-Type': 'application/json' },
  });
}

/** An edit stamp made at `ms` by the device `node`, as a device's clock would make it. */
export const stampOf = (ms: number, node: string) => nextStamp([], ms, node);
