import type { packingPl } from './pl';

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

export const packingEn: Strings<typeof packingPl> = {
  title: 'Packing',
  queue: 'Document queue',
  queueCount: 'Documents in the queue: {{count}}',
  empty: 'No documents to pack',
  scanner: 'Order number (scanner)',
  scannerPlaceholder: 'Scan or type an order number and press Enter',
  scannerNotFound: 'Order {{number}} is not in the queue',
  columns: {
    number: 'Number',
    customer: 'Customer',
    shippingMethod: 'Shipping',
    createdAt: 'Added',
    lock: 'Lock',
  },
  badges: {
    invoice: 'Invoice',
    cod: 'Cash on delivery',
    pickup: 'Pickup',
    pickupAt: 'Pickup: {{place}}',
    error: 'Error',
    lockedByMe: 'Locked by me',
    lockedBy: 'Locked: {{name}}',
    free: 'Free',
    lockExpired: 'lock expired — you may take it over',
  },
  lockedSince: 'since {{date}} {{time}}',
  select: 'Pick a document from the queue to see its file',
  fileTitle: 'Document of order {{number}}',
  fileLoading: 'Loading the document…',
  actions: {
    label: 'Document actions',
    lock: 'Lock',
    unlock: 'Unlock',
    takeOver: 'Take over the lock',
    forceUnlock: 'Unlock (admin)',
    ship: 'Pass to shipping',
    missingParts: 'Missing parts',
    delete: 'Delete',
    cancel: 'Cancel',
    back: 'Back to the queue',
  },
  messages: {
    shipped: 'Order {{number}} has been passed to shipping',
    missingParts:
      'The documents of order {{number}} were removed from the queue because parts are missing. Pass the order to the warehouse again once the parts arrive.',
    deleted: 'The document of order {{number}} was removed from the queue',
    locked: 'The document of order {{number}} is locked by {{name}}',
    notInQueue: 'The document of order {{number}} is no longer in the queue',
    lockFirst: 'Lock the document first',
  },
  deleteConfirm: {
    title: 'Delete the document?',
    body: 'The document of order {{number}} leaves the queue (it is kept in the history).',
    confirm: 'Delete document',
  },
  missingPartsForm: {
    title: 'Missing parts — order {{number}}',
    parts: 'Missing parts (one per line)',
    note: 'Note',
    submit: 'Report missing parts',
    partsRequired: 'Name at least one missing part',
    noteTooLong: 'The note may have at most 2000 characters',
  },
};
