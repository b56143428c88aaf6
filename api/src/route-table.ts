import type Router from '@koa/router';
import { type Access, accessOf } from './middleware/guards';
import { takesJsonBody } from './middleware/json-body';

export interface RouteInfo {
  method: string;
  /** As declared, with its prefix and `:params`. */
  path: string;
  /** The guard in the route's own declaration; 'public' when it has none. */
  access: Access | 'public';
  takesJsonBody: boolean;
}

/** Every route the routers know, read from their declarations (tests walk it). */
export function describeRoutes(routers: readonly Router[]): RouteInfo[] {
  return routers.flatMap((router) =>
    router.stack.flatMap((layer) => {
      const access = layer.stack.map(accessOf).find((a) => a !== undefined) ?? 'public';
      const json = layer.stack.some(takesJsonBody);
      return layer.methods.map((method) => ({
        method,
        path: String(layer.path),
        access,
        takesJsonBody: json,
      }));
    }),
  );
}
