import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { PageType } from '../../platform/pagination.js';

@ObjectType('StandardPiece', { description: 'One piece of a standard manufacturing entry and its label' })
class StandardPieceType {
  @Field(() => Int, { description: 'Its number within the entry, from 1' }) seq!: number;
  @Field(() => String, { description: 'The unique label code' }) code!: string;
  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When its label was last sent to the print queue' }) printedAt!: Date | null;
  @Field(() => Int, { description: 'How often its label was printed' }) printCount!: number;
  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When its label was voided (the piece broke)' }) voidedAt!: Date | null;
  @Field(() => Int, { nullable: true, description: 'numer_pracownika of who voided it' }) voidedBy!: number | null;
}

@ObjectType('StandardStockChange', { description: 'The stock change a persist produced' })
class StandardStockChangeType {
  @Field(() => Int, { description: 'The change id (changes module)' }) id!: number;
  @Field(() => String, { description: 'PENDING, SUCCESS or ERROR' }) status!: string;
  @Field(() => Int, { description: 'Stock before' }) stary_stan!: number;
  @Field(() => Int, { description: 'Stock after' }) nowy_stan!: number;
  @Field(() => Int, { description: 'Sync attempt, from 1' }) attempt!: number;
  @Field(() => String, { nullable: true, description: 'The ERP error, while ERROR' }) errorMessage!: string | null;
}

@ObjectType('StandardEntry', { description: 'Produkcja standardowa: catalogue pieces one worker made to stock' })
export class StandardEntryType {
  @Field(() => Int, { description: 'The entry id' }) id!: number;
  @Field(() => Int, { description: 'The worker who made the pieces' }) numer_pracownika!: number;
  @Field(() => Int, { description: 'The manufacturing data row made' }) manufacturingDataId!: number;
  @Field(() => String, { description: 'Catalogue index' }) index!: string;
  @Field(() => String, { description: 'Product name' }) name!: string;
  @Field(() => Int, { description: 'Good pieces made' }) quantity!: number;
  @Field(() => String, { description: 'DRAFT, CHECKED, PERSISTING, PERSISTED or ERROR' }) status!: string;
  @Field(() => [StandardPieceType], { description: 'The pieces and their labels' }) pieces!: StandardPieceType[];
  @Field(() => Int, { description: 'Pieces whose label is not voided' }) activePieces!: number;
  @Field(() => Int, { description: 'Active pieces whose label was printed' }) printedPieces!: number;
  @Field(() => Int, { nullable: true, description: 'The stock change the persist produced' }) changeId!: number | null;
  @Field(() => StandardStockChangeType, { nullable: true, description: 'That change' }) change!: StandardStockChangeType | null;
  @Field(() => String, { nullable: true, description: 'The ERP error of the last persist' }) errorMessage!: string | null;
  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When a check last passed' }) checkedAt!: Date | null;
  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When the stock was raised' }) persistedAt!: Date | null;
  @Field(() => GraphQLDateTimeISO, { description: 'When it was recorded' }) createdAt!: Date;
  @Field(() => GraphQLDateTimeISO, { description: 'When it last changed' }) updatedAt!: Date;
}

@ObjectType('StandardEntryList', { description: 'One page of standard manufacturing entries' })
export class StandardEntryListType extends PageType(StandardEntryType) {}

@ObjectType('StandardCheckReason', { description: 'Why persisting would be refused' })
class StandardCheckReasonType {
  @Field(() => String, { description: 'INDEX_UNKNOWN, INDEX_INACTIVE, NOT_IN_STOCK_LIST, NO_LABELS, LABELS_NOT_PRINTED, LABELS_VOIDED, QUANTITY_MISMATCH, ALREADY_PERSISTED, STOCK_PENDING, CHANGE_SETTLED' }) code!: string;
  @Field(() => String, { description: 'Plain Polish, for the worker' }) message!: string;
}

@ObjectType('StandardCheckResult', { description: 'A dry run of persist' })
export class StandardCheckResultType {
  @Field(() => Int, { description: 'The entry id' }) id!: number;
  @Field(() => Boolean, { description: 'Persisting would succeed' }) ok!: boolean;
  @Field(() => String, { description: 'The entry status after the check' }) status!: string;
  @Field(() => [StandardCheckReasonType], { description: 'Every reason it would be refused' }) reasons!: StandardCheckReasonType[];
  @Field(() => Int, { nullable: true, description: 'The stock of the index now' }) stockBefore!: number | null;
  @Field(() => Int, { nullable: true, description: 'What persisting would make it' }) stockAfter!: number | null;
  @Field(() => String, { description: 'A summary for the worker' }) message!: string;
}

@ObjectType('StandardPersistResult', { description: 'The entry after persist' })
export class StandardPersistResultType {
  @Field(() => StandardEntryType, { description: 'The entry' }) entry!: StandardEntryType;
  @Field(() => String, { description: 'Follow it on operationStatus' }) operationId!: string;
  @Field(() => String, { description: '"Stan zmieniono pomyślnie", or waiting for the ERP' }) message!: string;
}

@ObjectType('StandardLabelDeleteResult', { description: 'Labels voided by label-delete' })
export class StandardLabelDeleteResultType {
  @Field(() => [String], { description: 'Codes voided now' }) voided!: string[];
  @Field(() => [String], { description: 'Codes voided before' }) alreadyVoided!: string[];
  @Field(() => [Int], { description: 'The entries they belong to' }) entryIds!: number[];
  @Field(() => String, { description: 'A summary' }) message!: string;
}

@ObjectType('StandardPrintResult', { description: 'Labels sent to the print queue' })
export class StandardPrintResultType {
  @Field(() => String, { description: 'Follow it on operationStatus' }) operationId!: string;
  @Field(() => [String], { description: 'The label codes sent' }) codes!: string[];
  @Field(() => [Int], { description: 'The print jobs' }) jobIds!: number[];
  @Field(() => String, { description: 'A summary' }) message!: string;
}

@ObjectType('StandardErrorLog', { description: 'One line of the Dziennik błędów' })
class StandardErrorLogType {
  @Field(() => Int, { description: 'The line id' }) id!: number;
  @Field(() => GraphQLDateTimeISO, { description: 'When it happened' }) createdAt!: Date;
  @Field(() => Int, { description: 'The entry\'s worker' }) numer_pracownika!: number;
  @Field(() => Int, { description: 'The entry' }) entryId!: number;
  @Field(() => String, { description: 'Catalogue index' }) index!: string;
  @Field(() => String, { description: 'CHECK (refused check or persist) or ERP (the ERP refused the change)' }) kind!: string;
  @Field(() => String, { description: 'What went wrong' }) message!: string;
  @Field(() => [String], { nullable: true, description: 'Reason codes of a refused check' }) reasons!: string[] | null;
  @Field(() => Int, { nullable: true, description: 'The stock change, for ERP errors' }) changeId!: number | null;
}

@ObjectType('StandardErrorLogList', { description: 'One page of the error log' })
export class StandardErrorLogListType extends PageType(StandardErrorLogType) {}

@ObjectType('StandardProduct', { description: 'A product a station may pick' })
export class StandardProductType {
  @Field(() => Int, { description: 'The manufacturing data row' }) manufacturingDataId!: number;
  @Field(() => String, { description: 'Catalogue index' }) index!: string;
  @Field(() => String, { description: 'Name' }) name!: string;
  @Field(() => String, { description: 'Manufacturing type code' }) type!: string;
  @Field(() => String, { nullable: true, description: 'EAN of the stock item' }) ean!: string | null;
  @Field(() => Int, { nullable: true, description: 'Stock now (null: not in the stock list)' }) stockQuantity!: number | null;
  @Field(() => Int, { description: 'Labels per piece' }) labelsPerPiece!: number;
}

@InputType('StandardCreateInput', { description: 'What was made' })
export class StandardCreateInputType {
  @Field(() => Int, { description: 'The manufacturing data row' }) manufacturingDataId!: number;
  @Field(() => Int, { description: 'Pieces made, 1..500' }) quantity!: number;
  @Field(() => Int, { nullable: true, description: 'The worker; default the caller' }) numer_pracownika?: number | null;
}

@InputType('StandardUpdateInput', { description: 'Only the fields sent change' })
export class StandardUpdateInputType {
  @Field(() => Int, { nullable: true, description: 'Another manufacturing data row' }) manufacturingDataId?: number | null;
  @Field(() => Int, { nullable: true, description: 'Pieces made' }) quantity?: number | null;
}

@InputType('StandardLabelDeleteInput', { description: 'label-delete (SPEC.md names)' })
export class StandardLabelDeleteInputType {
  @Field(() => [String], { description: 'The label codes to void' }) data!: string[];
  @Field(() => Int, { description: 'Who voids them' }) numer_pracownika!: number;
}

@InputType('StandardPrintInput', { description: 'Print an entry\'s labels' })
export class StandardPrintInputType {
  @Field(() => Int, { description: 'The entry' }) id!: number;
  @Field(() => Int, { description: 'The printer id' }) printer!: number;
  @Field(() => Boolean, { nullable: true, description: 'Only labels not printed yet (default true)' }) onlyUnprinted?: boolean | null;
  @Field(() => String, { nullable: true, description: 'Follow it on operationStatus' }) operationId?: string | null;
}

@InputType('StandardErrorLogsInput', { description: 'load-error-logs (SPEC.md names)' })
export class StandardErrorLogsInputType {
  @Field(() => Int, { description: 'The worker' }) numer_pracownika!: number;
  @Field(() => String, { description: 'First Warsaw day, YYYY-MM-DD' }) startDate!: string;
  @Field(() => String, { description: 'Last Warsaw day, YYYY-MM-DD (at most 366 days)' }) endDate!: string;
  @Field(() => Int, { nullable: true, description: 'Page, from 1' }) page?: number | null;
  @Field(() => Int, { nullable: true, description: 'Rows per page, default 25' }) limit?: number | null;
}

@ObjectType('StandardPrinter', { description: 'A printer the station may print labels on' })
export class StandardPrinterType {
  @Field(() => Int, { description: 'The printer id' }) id!: number;
  @Field(() => String, { description: 'Its name' }) name!: string;
}
