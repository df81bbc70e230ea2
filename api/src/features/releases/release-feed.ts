// The release feed (docs/decisions/024): one open `text/event-stream` per shell host and environment, with an
// event whenever the manifest every visitor outside a canary gets may have changed. A host keeps that manifest
// while its feed is open, and reads it again after each event.
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  RELEASE_FEED_EVENT,
  RELEASE_FEED_HEARTBEAT_EVENT,
  RELEASE_FEED_HEARTBEAT_MS,
  RELEASE_FEED_MAX_PER_CLIENT,
  RELEASE_FEED_POLL_MS,
  RELEASE_FEED_RETRY_MS,
} from '@site/shared/contracts';
import { EnvironmentParamsSchema } from '@site/shared/schemas';
import { sendError } from '../../http/errors.ts';
import type { ChangeChannel } from '../../http/redis.ts';

export const releaseFeedMessages = {
  tooMany: `Too many release feeds open from this address (at most ${RELEASE_FEED_MAX_PER_CLIENT}).`,
};

interface Subscriber {
  reply: FastifyReply;
  /** The validator of the manifest last announced to it. */
  sent: string | undefined;
}

export interface ReleaseFeed {
  /** Looks at every subscribed environment now, and sends an event where its manifest changed. */
  check(): Promise<void>;
}

/**
 * `validator(environment)` is the shared manifest's ETag (undefined for an unknown environment). The feed is checked
 * before the answer of every release write this API makes, and every RELEASE_FEED_POLL_MS for changes made
 * elsewhere (the content revision, another process's write).
 */
export function registerReleaseFeed(
  app: FastifyInstance,
  validator: (environment: string) => Promise<string | undefined>,
  {
    changes,
    pollMs = RELEASE_FEED_POLL_MS,
  }: {
    /** The other API instances' writes, and where this one tells of its own. */
    changes?: ChangeChannel;
    pollMs?: number;
  } = {},
): ReleaseFeed {
  const subscribers = new Map<string, Set<Subscriber>>();

  const announce = (subscriber: Subscriber, current: string | undefined) => {
    subscriber.sent = current;
    subscriber.reply.raw.write(`event: ${RELEASE_FEED_EVENT}\ndata: ${JSON.stringify(current ?? null)}\n\n`);
  };

  /** The check running now, and the one queued after it: a poll, a write and another instance's message share them. */
  let checking: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  const checkOnce = async () => {
    for (const [environment, set] of [...subscribers]) {
      const current = await validator(environment);
      for (const subscriber of set) if (subscriber.sent !== current) announce(subscriber, current);
    }
  };
  const run = (): Promise<void> => {
    checking = checkOnce()
      .catch((error: unknown) => app.log.warn({ err: error }, 'release feed check'))
      .finally(() => {
        checking = undefined;
      });
    return checking;
  };
  // A check asked for while one runs may follow a change that one has already read past: it runs after it.
  const check = (): Promise<void> => {
    if (!checking) return run();
    next ??= checking.then(() => {
      next = undefined;
      return run();
    });
    return next;
  };

  let poll: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  const startTimers = () => {
    poll ??= setInterval(() => void check(), pollMs).unref();
    heartbeat ??= setInterval(() => {
      for (const set of subscribers.values())
        for (const { reply } of set) {
          reply.raw.write(`event: ${RELEASE_FEED_HEARTBEAT_EVENT}\ndata: 1\n\n`);
        }
    }, RELEASE_FEED_HEARTBEAT_MS).unref();
  };
  const stopTimers = () => {
    clearInterval(poll);
    clearInterval(heartbeat);
    poll = heartbeat = undefined;
  };

  const schema = {
    params: EnvironmentParamsSchema,
    response: {
      200: {
        description:
          "Stays open: an event named `release` whose data is the shared manifest's ETag (null for an unknown " +
          `environment) when it opens and after each change, and a \`heartbeat\` event every ${RELEASE_FEED_HEARTBEAT_MS / 1000} s.`,
        content: { 'text/event-stream': { schema: { type: 'string' } } },
      },
    },
  };
  /** Open feeds per client address. */
  const perClient = new Map<string, number>();
  app.get<{ Params: { environment: string } }>(
    '/api/releases/:environment/changes',
    // A HEAD would hold a feed open with nothing to read.
    { schema, exposeHeadRoute: false },
    (request, reply) => {
      const { environment } = request.params;
      const held = perClient.get(request.ip) ?? 0;
      if (held >= RELEASE_FEED_MAX_PER_CLIENT) return sendError(reply, 429, releaseFeedMessages.tooMany);
      perClient.set(request.ip, held + 1);
      // The stream is written by hand, past the compression and the response cache.
      reply.hijack();
      // The headers the hooks gave the reply (security, CORS) go out with the stream's own.
      const hooked = Object.entries(reply.getHeaders()).filter(
        (header): header is [string, string | number | string[]] => header[1] !== undefined,
      );
      reply.raw.writeHead(200, {
        ...Object.fromEntries(hooked),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
      });
      // How soon a host whose feed dropped opens it again.
      reply.raw.write(`retry: ${RELEASE_FEED_RETRY_MS}\n\n`);
      const subscriber: Subscriber = { reply, sent: undefined };
      const set = subscribers.get(environment) ?? new Set();
      subscribers.set(environment, set.add(subscriber));
      startTimers();
      void validator(environment).then(
        (current) => {
          if (subscriber.sent === undefined && set.has(subscriber)) announce(subscriber, current);
        },
        (error: unknown) => app.log.warn({ err: error }, 'release feed'),
      );
      request.raw.once('close', () => {
        const left = (perClient.get(request.ip) ?? 1) - 1;
        if (left > 0) perClient.set(request.ip, left);
        else perClient.delete(request.ip);
        set.delete(subscriber);
        if (set.size === 0) subscribers.delete(environment);
        if (subscribers.size === 0) stopTimers();
      });
      return reply;
    },
  );

  // Health reports and hosts' page-load counts on this (public) instance may roll something back.
  announceReleaseWrites(app, { check }, changes);
  changes?.subscribe(() => void check());
  // Before the server stops taking connections: it waits for the open ones, and a feed stays open.
  app.addHook('preClose', (done) => {
    stopTimers();
    for (const set of subscribers.values()) for (const { reply } of set) reply.raw.end();
    subscribers.clear();
    done();
  });
  return { check };
}

/**
 * A release write (a pin, a rollback, a canary's start or end, a report that rolled something back) is announced
 * before its own answer leaves: a host hears of it before whoever made it can ask for a page. On the public
 * instance (health reports) and on the admin instance (every release manager's write, docs/decisions/045).
 */
export function announceReleaseWrites(app: FastifyInstance, feed: ReleaseFeed, changes?: ChangeChannel): void {
  // A callback hook, so that every other response passes on at once instead of through a promise.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.method === 'GET' || request.method === 'HEAD' || !request.url.startsWith('/api/releases/')) {
      done(null, payload);
      return;
    }
    changes?.publish();
    // check() does not reject: a failed check is logged.
    void feed.check().then(() => done(null, payload));
  });
}
