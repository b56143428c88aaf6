import type http from 'node:http';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flipbookIdParam } from '#core/schemas/flipbooks';
import { silentLogger } from '../../logger';
import { publicViewFastPath } from './public-view-fast-path';
import type { FlipbookService } from './service';

/** The fast path with a service that never answers: only whether it took the request counts. */
function takes(path: string): boolean {
  const flipbooks = { view: () => new Promise(() => {}) } as unknown as FlipbookService;
  const fastPath = publicViewFastPath({
    flipbooks,
    publicUrl: 'https://flip.example.com',
    logger: silentLogger,
  });
  const req = { method: 'GET', url: path, headers: {} } as http.IncomingMessage;
  return fastPath(req, {} as http.ServerResponse);
}

describe('the public view fast path', () => {
  it('takes a path as a view exactly when the schemas take its id as a flipbook id', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.uuid(),
          fc.uuid().map((id) => id.toUpperCase()),
          fc.string(),
          fc.stringMatching(
            /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
          ),
        ),
        (id) => {
          expect(takes(`/api/flipbooks/${id}`)).toBe(flipbookIdParam.safeParse(id).success);
        },
      ),
    );
    // Version 9 and variant c: the shape of a UUID, refused by the schemas.
    expect(takes('/api/flipbooks/12345678-1234-9234-8234-123456789abc')).toBe(false);
    expect(takes('/api/flipbooks/12345678-1234-4234-c234-123456789abc')).toBe(false);
    expect(takes('/api/flipbooks/0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(true);
  });
});
