import { DeadlockException } from '@mikro-orm/core';
import type { EntityManager } from './database.js';
import type { Logger } from './logger.js';

/** What a unit of work gets: the transaction's EntityManager and a place for effects that must
 *  happen only once the commit succeeded (publish an event, report an operation status, wake a
 *  queue). A rolled-back transaction runs none of them. */
export interface Tx {
  em: EntityManager;
  afterCommit(effect: () => void | Promise<void>): void;
}

/** How often a unit of work is run again after InnoDB chose it as a deadlock victim. */
const DEADLOCK_RETRIES = 3;

/**
 * Runs `work` in one transaction of `em`, then the after-commit effects in order. An effect that
 * throws is logged and does not undo the commit or stop the others (the data is already written;
 * an event is a notification, not part of the change).
 *
 * A deadlock victim is run again, up to DEADLOCK_RETRIES times after a short random wait: InnoDB
 * has rolled its whole transaction back and asks for exactly that ("try restarting transaction"),
 * and the work reads what it decides on inside the transaction, so the repeat decides afresh (a
 * compare-and-set then refuses or passes as it would have). Before, the person got "busy, try
 * again" for what the server can do itself. Not inside an outer transaction, which the deadlock
 * rolled back too.
 */
export async function inTransaction<T>(em: EntityManager, work: (tx: Tx) => Promise<T>, logger?: Pick<Logger, 'warn'>): Promise<T> {
  const outer = em.isInTransaction();
  let effects: Array<() => void | Promise<void>> = [];
  let result: T;
  for (let attempt = 0; ; attempt++) {
    effects = [];
    try {
      result = await em.transactional((txEm) => work({ em: txEm, afterCommit: (effect) => effects.push(effect) }));
      break;
    } catch (err) {
      if (!(err instanceof DeadlockException) || outer || attempt >= DEADLOCK_RETRIES) throw err;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * (attempt + 1)));
    }
  }
  for (const effect of effects) {
    try {
      await effect();
    } catch (err) {
      logger?.warn('an after-commit effect failed', err);
    }
  }
  return result;
}
