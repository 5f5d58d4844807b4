import { topic } from '../../platform/pubsub.js';

/** A stock item changed for everyone looking at it: quantity, location, availability flag, or a
 *  change of it started, applied, failed or dismissed (its pending / ERROR marks). */
export interface StockItemUpdatedEvent {
  stockItemId: number;
}

export const STOCK_ITEM_UPDATED = topic<StockItemUpdatedEvent>('STOCK_ITEM_UPDATED');
