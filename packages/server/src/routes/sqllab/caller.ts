import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../../security/auth-hooks.ts';
import { can, dataAccessOf } from '../../security/current-user.ts';
import type { Caller } from '../../sqllab/sqllab-env.ts';

/** The SQL Lab caller of a request: the logged-in user, their data access and query visibility. */
export function callerOf(req: FastifyRequest): Caller {
  const user = requireUser(req);
  return {
    id: user.id,
    access: dataAccessOf(user),
    allQueries: user.isAdmin || can(user, [], 'all_query_access', 'all_query_access'),
    templateUser: {
      id: user.id,
      username: user.username,
      email: user.email,
      roles: Object.keys(user.roles),
    },
  };
}

/** Sends a bare JSON value (a number or a string such as `"OK"`), as the legacy views answer. */
export function sendBareJson(reply: FastifyReply, value: unknown): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(value));
}

/** A signal that fires when the client goes away before the response was fully written. */
export function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
