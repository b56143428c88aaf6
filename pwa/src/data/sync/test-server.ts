import { NetworkFailure, type SyncReply, type SyncRequest } from './sync-transport';

/** A tiny server: applies writes like the real API and can lose the reply after applying. */
export function fakeServer() {
  const books = new Map<
    string,
    { ownerId: string; title: string; panels: unknown; deleted: boolean }
  >();
  const log: SyncRequest[] = [];
  let script: Array<'ok' | 'offline' | 'lose-reply' | number> = [];
  const transport = async (request: SyncRequest): Promise<SyncReply> => {
    log.push(request);
    const step = script.shift() ?? 'ok';
    if (step === 'offline') throw new NetworkFailure(false);
    if (typeof step === 'number')
      return {
        status: step,
        body: { error: `refused ${step}`, code: 'TEST' },
        retryAfterSeconds: 1,
      };
    const id = request.path.split('/')[3] ?? (request.body as { id: string }).id;
    let reply: SyncReply = { status: 200, body: { success: true }, retryAfterSeconds: null };
    if (request.method === 'POST' && request.path === '/api/flipbooks') {
      const body = request.body as { id: string; title: string; panels: unknown };
      if (!books.has(body.id))
        books.set(body.id, {
          ownerId: request.token,
          title: body.title,
          panels: body.panels,
          deleted: false,
        });
      reply = {
        status: books.get(body.id)?.ownerId === request.token ? 201 : 409,
        body: { id: body.id },
        retryAfterSeconds: null,
      };
    } else {
      const book = books.get(id);
      if (!book || book.deleted)
        reply = {
          status: 404,
          body: { error: 'Flipbook not found', code: 'NOT_FOUND' },
          retryAfterSeconds: null,
        };
      else if (request.method === 'PUT') Object.assign(book, request.body);
      else if (request.method === 'DELETE') book.deleted = true;
    }
    if (step === 'lose-reply') throw new NetworkFailure(false);
    return reply;
  };
  return { books, log, transport, setScript: (s: typeof script) => (script = s) };
}
