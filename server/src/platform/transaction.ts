import type { EntityManager } from './database.js';
import type { Logger } from './logger.js';

/** What a unit of work gets: the transaction's EntityManager and a place for effects that must
 *  happen only once the commit succeeded (publish an event, report an operation status, wake a
 *  queue). A rolled-back transaction runs none of them. */
export interface Tx {
  em: EntityManager;
  afterCommit(effect: () => void | Promise<void>): void;
}

/**
 * Runs `work` in one transaction of `em`, then the after-commit effects in order. An effect that
 * throws is logged and does not undo the commit or stop the others (the data is already written;
 * an event is a notification, not part of the change).
 */
export async function inTransaction<T>(em: EntityManager, work: (tx: Tx) => Promise<T>, logger?: Pick<Logger, 'warn'>): Promise<T> {
  const effects: Array<() => void | Promise<void>> = [];
  const result = await em.transactional((txEm) => work({ em: txEm, afterCommit: (effect) => effects.push(effect) }));
  for (const effect of effects) {
    try {
      await effect();
    } catch (err) {
      logger?.warn('an after-commit effect failed', err);
    }
  }
  return result;
}
