// The portal routes' request and response types, read from generated/portal.d.ts (made from
// the server's route schemas by `npm run web:types`). Screens name a shape by its route:
// `PortalResponse<'/time-sheet', 'get'>`; types.ts gives the common ones a name.
import type { paths } from './generated/portal';

export type PortalPath = keyof paths;
export type PortalMethod = 'get' | 'put' | 'post' | 'patch' | 'delete';

/** The operation of a route and method (never when the route has no such method). */
type Operation<P extends PortalPath, M extends PortalMethod> = NonNullable<paths[P][M]>;

type JsonContent<R> = [R] extends [never]
  ? undefined
  : R extends { content: { 'application/json': infer Body } }
    ? Body
    : undefined;
type SuccessStatus = 200 | 201 | 202;

/** The JSON body of a route's success answer; undefined for a route that answers 204. */
export type PortalResponse<P extends PortalPath, M extends PortalMethod> =
  Operation<P, M> extends { responses: infer Responses }
    ? JsonContent<Responses[SuccessStatus & keyof Responses]>
    : never;

/** The JSON body a route takes. */
export type PortalBody<P extends PortalPath, M extends PortalMethod> =
  Operation<P, M> extends { requestBody?: infer Body } ? JsonContent<NonNullable<Body>> : never;

/** A route's query string parameters. */
export type PortalQuery<P extends PortalPath, M extends PortalMethod> =
  Operation<P, M> extends { parameters: { query?: infer Query } } ? NonNullable<Query> : never;
