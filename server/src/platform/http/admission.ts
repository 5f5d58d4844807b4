import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Slots } from '../slots.js';

/**
 * At most `limit` API requests work at once; the others wait their turn, first come first served,
 * before anything is done for them. Under overload (200 clients sending lists back to back) every
 * request let in at once holds its unit of work and its place in the database pool's queue for the
 * whole time the others take: many more objects live through each young-generation collection and
 * are promoted: the server spent 1.4-1.6 ms of CPU a request instead of 1.0-1.1 with turns
 * (bench/request-cost.ts, the mixed load of 200 clients). Below the limit nothing waits.
 * Streams (exports, uploads) are not counted: they keep their own slots for as long as a client
 * downloads or sends, and would hold short requests back.
 */
export class Admission {
  private readonly slots: Slots;

  constructor(limit: number) {
    this.slots = new Slots(limit);
  }

  /** Waits for the request's turn; the answer gives it to the next request (call it once the work
   *  is done). Null: the client went away while it waited, the turn has passed on, and nobody is
   *  left to answer. */
  async admit(req: Request): Promise<(() => void) | null> {
    const leave = await this.slots.acquire();
    if (!req.socket.destroyed) return leave;
    leave();
    return null;
  }

  /** Requests waiting for a turn. */
  get waiting(): number {
    return this.slots.queued;
  }

  /** A request's turn for middleware that answers later (GraphQL): held until its answer is sent
   *  or its connection closes. A request whose client went away while it waited is not started. */
  handler(): RequestHandler {
    return (req: Request, res: Response, next: NextFunction) => {
      void this.admit(req).then((leave) => {
        if (!leave) return;
        res.once('finish', leave);
        res.once('close', leave);
        next();
      });
    };
  }
}
