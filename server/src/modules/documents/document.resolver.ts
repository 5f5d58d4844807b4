import { Arg, Args, Ctx, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { Allow } from '../../platform/graphql/allow.js';
import { stripNulls } from '../../platform/graphql/args.js';
import type { GraphqlContext } from '../../platform/graphql/context.js';
import { DOCUMENT_UPDATED, type DocumentUpdatedEvent } from './document.events.js';
import { graphqlPage } from '../../platform/pagination.js';
import { parseInput } from '../../platform/validation.js';
import { DocumentListQuerySchema, DocumentShipSchema, DocumentTakeOverSchema, MissingPartsSchema } from './document.input.js';
import type { DocumentService } from './document.service.js';
import {
  DocumentActionResult,
  DocumentCreateInput,
  DocumentEventKind,
  DocumentList,
  DocumentListArgs,
  DocumentType,
  DocumentUpdate,
  MissingPartsInput,
} from './document.types.js';

@Resolver()
export class DocumentResolver {
  constructor(private readonly service: DocumentService) {}

  @Allow('documentList')
  @Query(() => DocumentList, { description: 'The packing queue; same rules as GET /api/documents' })
  async documents(@Args(() => DocumentListArgs) args: DocumentListArgs, @Ctx() ctx: GraphqlContext): Promise<DocumentList> {
    return graphqlPage(await this.service.list(ctx, parseInput(DocumentListQuerySchema, stripNulls(args))));
  }

  @Allow('documentCreate')
  @Mutation(() => DocumentType, { description: 'Pushes a document (the PDF base64-encoded); same rules as POST /api/documents' })
  async documentCreate(
    @Arg('input', () => DocumentCreateInput, { description: 'The document\'s fields and its PDF' }) input: DocumentCreateInput,
    @Arg('idempotencyKey', () => String, { description: 'One unique value per document; repeat it unchanged when retrying the same push' }) idempotencyKey: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<DocumentType> {
    const { fileBase64, ...fields } = input;
    const result = await this.service.create(ctx, { idempotencyKey, fields: stripNulls(fields), file: { buffer: Buffer.from(fileBase64, 'base64') } });
    return this.service.get(ctx, result.documentId);
  }

  @Allow('documentLock')
  @Mutation(() => DocumentType, { description: 'Locks (is_locked: true) or unlocks a document' })
  documentLock(@Arg('id', () => Int, { description: 'The document' }) id: number, @Arg('is_locked', () => Boolean, { description: 'true to lock, false to unlock' }) isLocked: boolean, @Ctx() ctx: GraphqlContext): Promise<DocumentType> {
    return this.service.setLock(ctx, id, isLocked);
  }

  @Allow('documentTakeOver')
  @Mutation(() => DocumentType, { description: "Takes over another packer's lock, fresh or expired (role 3+, ADR 1010); same rules as POST /api/documents/{id}/take-over" })
  documentTakeOver(
    @Arg('id', () => Int, { description: 'The document' }) id: number,
    @Arg('lockedById', () => Int, { description: 'The packer holding the lock, as the caller saw it: refused (CONFLICT naming the holder) once someone else holds it' }) lockedById: number,
    @Ctx() ctx: GraphqlContext,
  ): Promise<DocumentType> {
    return this.service.takeOver(ctx, id, parseInput(DocumentTakeOverSchema, { lockedById }));
  }

  @Allow('documentShip')
  @Mutation(() => DocumentActionResult, { description: 'Passes a locked document to shipping (holder only)' })
  documentShip(
    @Arg('id', () => Int, { description: 'The document' }) id: number,
    @Ctx() ctx: GraphqlContext,
    @Arg('override', () => Boolean, { nullable: true, description: "true ships an order whose glass is missing or not made yet (refused otherwise: GLASS_NOT_READY); the history records it" }) override?: boolean | null,
    @Arg('note', () => String, { nullable: true, description: 'Why it is shipped anyway (kept in the history)' }) note?: string | null,
  ): Promise<DocumentActionResult> {
    return this.service.ship(ctx, id, parseInput(DocumentShipSchema, stripNulls({ override, note })));
  }

  @Allow('documentMissingParts')
  @Mutation(() => DocumentActionResult, { description: 'Holds an order for missing parts (holder only)' })
  documentMissingParts(
    @Arg('id', () => Int, { description: 'The document' }) id: number,
    @Arg('input', () => MissingPartsInput, { description: 'What is missing' }) input: MissingPartsInput,
    @Ctx() ctx: GraphqlContext,
  ): Promise<DocumentActionResult> {
    return this.service.missingParts(ctx, id, parseInput(MissingPartsSchema, stripNulls(input), 'input'));
  }

  @Allow('documentDelete')
  @Mutation(() => DocumentType, { description: 'Removes a document from the queue (kept for history)' })
  documentDelete(@Arg('id', () => Int, { description: 'The document' }) id: number, @Ctx() ctx: GraphqlContext): Promise<DocumentType> {
    return this.service.remove(ctx, id);
  }

  @Allow('documentUpdated')
  @Subscription(() => DocumentUpdate, { topics: DOCUMENT_UPDATED.name, description: 'Every change of the packing queue' })
  async documentUpdated(@Root() event: DocumentUpdatedEvent, @Ctx() ctx: GraphqlContext): Promise<DocumentUpdate> {
    const document = await this.service.get({ ...ctx, em: ctx.em.fork() }, event.documentId).catch(() => null);
    return { kind: event.kind as DocumentEventKind, documentId: event.documentId, previousHolderId: event.previousHolderId ?? null, document };
  }
}
