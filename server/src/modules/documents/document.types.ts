import { ArgsType, Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageType } from '../../platform/pagination.js';
import { DocumentStatus } from './document.entity.js';

registerEnumType(DocumentStatus, {
  name: 'DocumentStatus',
  description: 'Where a document is: in the queue (NEW, LOCKED) or out of it',
  valuesConfig: {
    DELETED: { description: 'Removed from the queue (kept for history)' },
    LOCKED: { description: 'In the queue, held by a packer' },
    MISSING_PARTS: { description: 'Out of the queue, waiting for parts' },
    NEW: { description: 'In the queue, free' },
    SHIPPED: { description: 'Passed to shipping' },
  },
});

export enum DocumentEventKind {
  CREATED = 'CREATED',
  LOCKED = 'LOCKED',
  TAKEN_OVER = 'TAKEN_OVER',
  UNLOCKED = 'UNLOCKED',
  SHIPPED = 'SHIPPED',
  MISSING_PARTS = 'MISSING_PARTS',
  DELETED = 'DELETED',
}
registerEnumType(DocumentEventKind, {
  name: 'DocumentEventKind',
  description: 'What happened to a document',
  valuesConfig: {
    CREATED: { description: 'Pushed by the shop' },
    LOCKED: { description: 'A packer took it' },
    TAKEN_OVER: { description: "A packer took over another packer's lock (previousHolderId names whose)" },
    UNLOCKED: { description: 'Released by its packer or an admin' },
    SHIPPED: { description: 'Passed to shipping' },
    MISSING_PARTS: { description: 'Held for missing parts' },
    DELETED: { description: 'Removed from the queue' },
  },
});

@ObjectType('Document', { description: 'An order document in the packing queue' })
export class DocumentType {
  @Field(() => Int, { description: 'The document\'s id' }) id!: number;
  @Field(() => String, { description: 'The order number' }) number!: string;
  @Field(() => String, { nullable: true, description: 'The shop\'s own id of the order' }) externalId!: string | null;
  @Field(() => String, { description: 'The customer\'s name' }) customer!: string;
  @Field(() => String, { description: 'How it is shipped' }) shippingMethod!: string;
  @Field(() => Boolean, { description: 'The customer wants an invoice' }) wantsInvoice!: boolean;
  @Field(() => Boolean, { description: 'Cash on delivery' }) paymentsCod!: boolean;
  @Field(() => Boolean, { description: 'The customer picks it up (see pickup_place)' }) is_pickup!: boolean;
  @Field(() => String, { nullable: true, description: 'Where the customer picks it up' }) pickup_place!: string | null;
  @Field(() => Boolean, { description: 'A packer holds it' }) is_locked!: boolean;
  @Field(() => Boolean, { description: 'Locked, but idle longer than DOCUMENT_LOCK_TTL: another packer may take the lock over' }) lockExpired!: boolean;
  @Field(() => Int, { nullable: true, description: 'The user id of the packer holding it' }) lockedById!: number | null;
  @Field(() => String, { nullable: true, description: 'The packer holding it' }) lockedByName!: string | null;
  @Field(() => Date, { nullable: true, description: 'Since when it is locked' }) lockedAt!: Date | null;
  @Field(() => DocumentStatus, { description: 'Where it is: in the queue (NEW, LOCKED) or out of it' }) status!: DocumentStatus;
  @Field(() => Boolean, { description: 'The shop flagged the order as having an error' }) error!: boolean;
  @Field(() => [String], { nullable: true, description: 'What is missing, once held for missing parts' }) missingParts!: string[] | null;
  @Field(() => String, { nullable: true, description: 'A note about the missing parts' }) missingPartsNote!: string | null;
  @Field(() => Int, { description: 'Bytes of the PDF' }) fileSize!: number;
  @Field(() => Date, { description: 'When it was pushed' }) createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When it left the queue (shipped, held for missing parts or deleted)' }) closedAt!: Date | null;
}

@ObjectType({ description: 'One page of documents of the packing queue: { items totalCount page limit totalPages }' })
export class DocumentList extends PageType(DocumentType) {}

@ObjectType({ description: 'The answer to ship / missing parts: the message to show and the document' })
export class DocumentActionResult {
  @Field(() => String, { description: 'The message to show' }) message!: string;
  @Field(() => DocumentType, { description: 'The document as it is now' }) document!: DocumentType;
}

@ObjectType({ description: 'A change of the packing queue' })
export class DocumentUpdate {
  @Field(() => DocumentEventKind, { description: 'What happened to it' }) kind!: DocumentEventKind;
  @Field(() => Int, { description: 'The document that changed' }) documentId!: number;
  @Field(() => Int, { nullable: true, description: 'TAKEN_OVER: the packer whose lock was taken' }) previousHolderId!: number | null;
  @Field(() => DocumentType, { nullable: true, description: 'The document as it is now' }) document!: DocumentType | null;
}

@ArgsType()
export class DocumentListArgs {
  @Field(() => Int, { nullable: true, description: 'The page, from 1' }) page?: number;
  @Field(() => Int, { nullable: true, description: 'Rows per page (1..100)' }) limit?: number;
  @Field(() => String, { nullable: true, description: 'createdAt, number, customer, shippingMethod, lockedAt, status' }) sort?: string;
  @Field(() => String, { nullable: true, description: 'ASC, otherwise DESC' }) order?: string;
  @Field(() => String, { nullable: true, description: 'Part of the order number' }) number?: string;
  @Field(() => String, { nullable: true, description: 'Part of the customer\'s name' }) customer?: string;
  @Field(() => String, { nullable: true, description: 'This shipping method exactly' }) shippingMethod?: string;
  @Field(() => Boolean, { nullable: true, description: 'Only locked (true) or free (false) documents' }) is_locked?: boolean;
  @Field(() => Boolean, { nullable: true, description: 'Only with (true) or without (false) an invoice' }) wantsInvoice?: boolean;
  @Field(() => Boolean, { nullable: true, description: 'Only cash on delivery (true) or not (false)' }) paymentsCod?: boolean;
  @Field(() => Boolean, { nullable: true, description: 'Only pickups (true) or shipments (false)' }) is_pickup?: boolean;
  @Field(() => Boolean, { nullable: true, description: 'Only documents flagged (true) or not flagged (false) as erroneous' }) error?: boolean;
}

@InputType({ description: 'The fields of a pushed document (the PDF travels separately, base64-encoded)' })
export class DocumentCreateInput {
  @Field(() => String, { description: 'The order number' }) number!: string;
  @Field(() => String, { nullable: true, description: 'The shop\'s own id of the order' }) externalId?: string;
  @Field(() => String, { description: 'The customer\'s name' }) customer!: string;
  @Field(() => String, { description: 'How it is shipped' }) shippingMethod!: string;
  @Field(() => Boolean, { nullable: true, description: 'The customer wants an invoice' }) wantsInvoice?: boolean;
  @Field(() => Boolean, { nullable: true, description: 'Cash on delivery' }) paymentsCod?: boolean;
  @Field(() => Boolean, { nullable: true, description: 'The customer picks it up; pickup_place is then required' }) is_pickup?: boolean;
  @Field(() => String, { nullable: true, description: 'Where the customer picks it up' }) pickup_place?: string;
  @Field(() => Boolean, { nullable: true, description: 'The shop flags the order as having an error' }) error?: boolean;
  @Field(() => String, { description: 'The PDF, base64-encoded' }) fileBase64!: string;
}

@InputType({ description: 'What is missing from an order' })
export class MissingPartsInput {
  @Field(() => [String], { description: 'The missing parts, one per entry' }) missingParts!: string[];
  @Field(() => String, { nullable: true, description: 'A note for whoever continues the order' }) note?: string;
}
