import { ArgsType, Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageType } from '../../platform/pagination.js';
import { DocumentStatus } from './document.entity.js';

registerEnumType(DocumentStatus, { name: 'DocumentStatus', description: 'Where a document is: in the queue (NEW, LOCKED) or out of it' });

export enum DocumentEventKind {
  CREATED = 'CREATED',
  LOCKED = 'LOCKED',
  UNLOCKED = 'UNLOCKED',
  SHIPPED = 'SHIPPED',
  MISSING_PARTS = 'MISSING_PARTS',
  DELETED = 'DELETED',
}
registerEnumType(DocumentEventKind, { name: 'DocumentEventKind' });

@ObjectType('Document', { description: 'An order document in the packing queue' })
export class DocumentType {
  @Field(() => Int) id!: number;
  @Field(() => String, { description: 'The order number' }) number!: string;
  @Field(() => String, { nullable: true }) externalId!: string | null;
  @Field(() => String) customer!: string;
  @Field(() => String) shippingMethod!: string;
  @Field(() => Boolean) wantsInvoice!: boolean;
  @Field(() => Boolean) paymentsCod!: boolean;
  @Field(() => Boolean) is_pickup!: boolean;
  @Field(() => String, { nullable: true }) pickup_place!: string | null;
  @Field(() => Boolean) is_locked!: boolean;
  @Field(() => Boolean, { description: 'Locked, but idle longer than DOCUMENT_LOCK_TTL: another packer may take the lock over' }) lockExpired!: boolean;
  @Field(() => Int, { nullable: true }) lockedById!: number | null;
  @Field(() => String, { nullable: true }) lockedByName!: string | null;
  @Field(() => Date, { nullable: true }) lockedAt!: Date | null;
  @Field(() => DocumentStatus) status!: DocumentStatus;
  @Field(() => Boolean) error!: boolean;
  @Field(() => [String], { nullable: true }) missingParts!: string[] | null;
  @Field(() => String, { nullable: true }) missingPartsNote!: string | null;
  @Field(() => Int) fileSize!: number;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date, { nullable: true }) closedAt!: Date | null;
}

@ObjectType()
export class DocumentList extends PageType(DocumentType) {}

@ObjectType({ description: 'The answer to ship / missing parts: the message to show and the document' })
export class DocumentActionResult {
  @Field(() => String) message!: string;
  @Field(() => DocumentType) document!: DocumentType;
}

@ObjectType({ description: 'A change of the packing queue' })
export class DocumentUpdate {
  @Field(() => DocumentEventKind) kind!: DocumentEventKind;
  @Field(() => Int) documentId!: number;
  @Field(() => DocumentType, { nullable: true, description: 'The document as it is now' }) document!: DocumentType | null;
}

@ArgsType()
export class DocumentListArgs {
  @Field(() => Int, { nullable: true }) page?: number;
  @Field(() => Int, { nullable: true }) limit?: number;
  @Field(() => String, { nullable: true, description: 'createdAt, number, customer, shippingMethod, lockedAt, status' }) sort?: string;
  @Field(() => String, { nullable: true, description: 'ASC, otherwise DESC' }) order?: string;
  @Field(() => String, { nullable: true }) number?: string;
  @Field(() => String, { nullable: true }) customer?: string;
  @Field(() => String, { nullable: true }) shippingMethod?: string;
  @Field(() => Boolean, { nullable: true }) is_locked?: boolean;
  @Field(() => Boolean, { nullable: true }) wantsInvoice?: boolean;
  @Field(() => Boolean, { nullable: true }) paymentsCod?: boolean;
  @Field(() => Boolean, { nullable: true }) is_pickup?: boolean;
  @Field(() => Boolean, { nullable: true }) error?: boolean;
}

@InputType()
export class DocumentCreateInput {
  @Field(() => String) number!: string;
  @Field(() => String, { nullable: true }) externalId?: string;
  @Field(() => String) customer!: string;
  @Field(() => String) shippingMethod!: string;
  @Field(() => Boolean, { nullable: true }) wantsInvoice?: boolean;
  @Field(() => Boolean, { nullable: true }) paymentsCod?: boolean;
  @Field(() => Boolean, { nullable: true }) is_pickup?: boolean;
  @Field(() => String, { nullable: true }) pickup_place?: string;
  @Field(() => Boolean, { nullable: true }) error?: boolean;
  @Field(() => String, { description: 'The PDF, base64-encoded' }) fileBase64!: string;
}

@InputType()
export class MissingPartsInput {
  @Field(() => [String]) missingParts!: string[];
  @Field(() => String, { nullable: true }) note?: string;
}
