import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageType } from '../../platform/pagination.js';

export enum ManufacturingEventKind {
  RECORD = 'RECORD',
  LABEL = 'LABEL',
  BATCH = 'BATCH',
  MISSING_GLASS = 'MISSING_GLASS',
}
registerEnumType(ManufacturingEventKind, {
  name: 'ManufacturingEventKind',
  description: 'What changed on the manufacturing screens',
  valuesConfig: {
    RECORD: { description: 'A record was created, edited, deleted or its sheet made' },
    LABEL: { description: 'Labels printed, reprinted or voided' },
    BATCH: { description: 'A batch closed or reopened' },
    MISSING_GLASS: { description: 'A missing-glass entry reported, printed or closed' },
  },
});

@ObjectType({ description: 'One part of a width specification (cm)' })
export class WidthPartType {
  @Field(() => String, { description: 'Part name (A, B, drzwi)' }) part!: string;
  @Field(() => Float, { description: 'Centimetres, one decimal' }) value!: number;
}

@ObjectType({ description: 'The width specification (SPEC 3): parts in cm, results in mm' })
export class ManufacturingWidthSpec {
  @Field(() => Int, { nullable: true, description: 'Front run in mm (sum of fixedDim x 10 + 4)' }) width!: number | null;
  @Field(() => Int, { nullable: true, description: 'Side run in mm (sum of sideWalls x 10 + 4)' }) anotherWidth!: number | null;
  @Field(() => Int, { nullable: true, description: 'width - anotherWidth' }) difference!: number | null;
  @Field(() => [WidthPartType], { description: 'Fixed dimensions' }) fixedDim!: WidthPartType[];
  @Field(() => [WidthPartType], { description: 'Side walls' }) sideWalls!: WidthPartType[];
}

@ObjectType({ description: 'A pane (or package) of a record: one label each' })
export class ManufacturingPane {
  @Field(() => Int, { description: '1..N' }) index!: number;
  @Field(() => String, { nullable: true, description: 'Part name' }) part!: string | null;
  @Field(() => Float, { description: 'Width in mm' }) widthMm!: number;
  @Field(() => Float, { description: 'Height in mm' }) heightMm!: number;
  @Field(() => Float, { description: 'Thickness in mm' }) thicknessMm!: number;
  @Field(() => String, { description: 'hartowane, laminowane, float, lustro' }) glassKind!: string;
  @Field(() => Int, { nullable: true, description: "The pane's own drilling schema (else the record's)" }) schemaId!: number | null;
  @Field(() => Float, { description: 'Glass weight in kg' }) weightKg!: number;
}

@ObjectType({ description: "A line of a record's log (append-only)" })
export class ManufacturingLogEntry {
  @Field(() => Int, { description: 'Id' }) id!: number;
  @Field(() => Int, { description: 'numer_pracownika' }) employeeNumber!: number;
  @Field(() => String, { description: "The worker's name" }) employeeName!: string;
  @Field(() => String, { description: 'CREATED, UPDATED, LABEL_PRINTED ... or the worker\'s words' }) action!: string;
  @Field(() => String, { nullable: true, description: 'Note' }) note!: string | null;
  @Field(() => Date, { description: 'When' }) createdAt!: Date;
}

@ObjectType({ description: 'A label of a pane or package (QR of its code)' })
export class ManufacturingLabelType {
  @Field(() => Int, { description: 'Id' }) id!: number;
  @Field(() => String, { description: 'The code in the QR (G-<record>-<pane>[-R<n>])' }) code!: string;
  @Field(() => Int, { description: 'The record' }) recordId!: number;
  @Field(() => Int, { description: 'Pane n' }) paneIndex!: number;
  @Field(() => Int, { description: 'of N' }) paneCount!: number;
  @Field(() => String, { description: 'QUEUED, PRINTED, UNKNOWN (sent, outcome unknown: a person confirms or prints it again), FAILED, VOIDED' }) status!: string;
  @Field(() => Int, { nullable: true, description: 'The print job' }) printJobId!: number | null;
  @Field(() => Int, { nullable: true, description: 'The printer' }) printerId!: number | null;
  @Field(() => Int, { description: 'Printed by (numer_pracownika)' }) printedBy!: number;
  @Field(() => String, { description: 'Printed by (name)' }) printedByName!: string;
  @Field(() => Int, { nullable: true, description: 'The label this one reprints' }) reprintOf!: number | null;
  @Field(() => Int, { description: 'How many reprints led here' }) reprintCount!: number;
  @Field(() => Date, { nullable: true, description: 'Voided when' }) voidedAt!: Date | null;
  @Field(() => Int, { nullable: true, description: 'Voided by' }) voidedBy!: number | null;
  @Field(() => String, { nullable: true, description: 'Voided by (name)' }) voidedByName!: string | null;
  @Field(() => String, { nullable: true, description: 'Why' }) voidReason!: string | null;
  @Field(() => Date, { description: 'Created' }) createdAt!: Date;
}

@ObjectType({ description: 'Braki szkła: one missing or broken pane' })
export class MissingGlassEntry {
  @Field(() => Int, { description: 'Id' }) id!: number;
  @Field(() => Int, { nullable: true, description: 'The record' }) recordId!: number | null;
  @Field(() => String, { description: 'numer_zamowienia' }) orderNumber!: string;
  @Field(() => Int, { nullable: true, description: 'The packing document' }) documentId!: number | null;
  @Field(() => Int, { nullable: true, description: 'The pane' }) paneIndex!: number | null;
  @Field(() => String, { nullable: true, description: 'The pane as it should be, or the packer\'s words' }) description!: string | null;
  @Field(() => String, { description: 'stluczka_w_produkcji, wada, nie_dostarczono, zly_wymiar, inne' }) reason!: string;
  @Field(() => String, { nullable: true, description: 'Note' }) note!: string | null;
  @Field(() => String, { description: 'STATION or PACKING' }) source!: string;
  @Field(() => String, { description: 'OPEN or CLOSED' }) status!: string;
  @Field(() => Int, { description: 'Reported by' }) reportedBy!: number;
  @Field(() => String, { description: 'Reported by (name)' }) reportedByName!: string;
  @Field(() => Date, { description: 'Reported' }) createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'Closed' }) closedAt!: Date | null;
  @Field(() => Int, { nullable: true, description: 'Closed by' }) closedBy!: number | null;
  @Field(() => String, { nullable: true, description: 'Closed by (name)' }) closedByName!: string | null;
  @Field(() => Int, { description: 'Remake slips printed' }) printCount!: number;
  @Field(() => Float, { description: 'How long it has been (or was) open, ms' }) ageMs!: number;
}

@ObjectType({ description: 'A custom manufacturing record as the card grid shows it' })
export class ManufacturingRecordSummary {
  @Field(() => Int, { description: 'Id' }) id!: number;
  @Field(() => String, { description: 'The shop order number' }) numer_zamowienia!: string;
  @Field(() => Int, { nullable: true, description: 'The packing document' }) documentId!: number | null;
  @Field(() => String, { description: 'Manufacturing type code' }) type!: string;
  @Field(() => String, { description: 'NEW, LABELED, CLOSED, DELETED' }) status!: string;
  @Field(() => Int, { description: "Owner's numer_pracownika" }) employeeNumber!: number;
  @Field(() => String, { description: "Owner's name" }) employeeName!: string;
  @Field(() => Int, { nullable: true, description: 'schema_id' }) schemaId!: number | null;
  @Field(() => Int, { description: 'Panes or packages' }) paneCount!: number;
  @Field(() => Float, { nullable: true, description: 'Weight in kg' }) weightKg!: number | null;
  @Field(() => Int, { nullable: true, description: 'Pallet height (paleta)' }) palletHeightCm!: number | null;
  @Field(() => String, { nullable: true, description: 'Notes' }) notes!: string | null;
  @Field(() => Int, { nullable: true, description: 'Batch id' }) batchId!: number | null;
  @Field(() => String, { nullable: true, description: 'Batch number' }) batchNumber!: string | null;
  @Field(() => Int, { description: 'Optimistic version: send it with an edit' }) version!: number;
  @Field(() => Int, { description: 'Open missing-glass entries' }) openMissingGlass!: number;
  @Field(() => Int, { description: 'Labels not voided' }) activeLabels!: number;
  @Field(() => Date, { description: 'Created' }) createdAt!: Date;
  @Field(() => Date, { description: 'Changed' }) updatedAt!: Date;
}

@ObjectType({ description: 'A record with its panes, log, labels and missing glass' })
export class ManufacturingRecordType extends ManufacturingRecordSummary {
  @Field(() => [ManufacturingPane], { description: 'Panes' }) panes!: ManufacturingPane[];
  @Field(() => ManufacturingWidthSpec, { nullable: true, description: 'Width specification' }) widthSpec!: ManufacturingWidthSpec | null;
  @Field(() => Float, { nullable: true, description: 'Weight computed from the panes plus packaging' }) computedWeightKg!: number | null;
  @Field(() => String, { nullable: true, description: 'Set when the declared weight and the weight computed from the glass disagree (more than 20 % and 2 kg), in Polish' }) weightWarning!: string | null;
  @Field(() => String, { nullable: true, description: 'Who changed it last' }) updatedByName!: string | null;
  @Field(() => Date, { nullable: true, description: 'Deleted when' }) deletedAt!: Date | null;
  @Field(() => String, { nullable: true, description: 'Deleted by' }) deletedByName!: string | null;
  @Field(() => String, { nullable: true, description: 'Production sheet: IN_PROGRESS, SUCCESS, ERROR' }) sheetStatus!: string | null;
  @Field(() => [ManufacturingLogEntry], { description: 'The log' }) log!: ManufacturingLogEntry[];
  @Field(() => [ManufacturingLabelType], { description: 'Labels' }) labels!: ManufacturingLabelType[];
  @Field(() => [MissingGlassEntry], { description: 'Missing-glass entries' }) missingGlass!: MissingGlassEntry[];
}

@ObjectType({ description: 'A page of records' })
export class ManufacturingRecordList extends PageType(ManufacturingRecordSummary) {}

@ObjectType({ description: 'A page of missing-glass entries' })
export class MissingGlassList extends PageType(MissingGlassEntry) {}

@ObjectType({ description: 'A filter value with its count' })
export class ManufacturingFilterValue {
  @Field(() => String, { description: 'Value' }) value!: string;
  @Field(() => Int, { description: 'Records' }) count!: number;
}
@ObjectType({ description: 'A worker offered by the filter' })
export class ManufacturingFilterWorker {
  @Field(() => Int, { description: 'numer_pracownika' }) employeeNumber!: number;
  @Field(() => String, { description: 'Name' }) name!: string;
  @Field(() => Int, { description: 'Records' }) count!: number;
}
@ObjectType({ description: 'A batch offered by the filter' })
export class ManufacturingFilterBatch {
  @Field(() => Int, { description: 'Id' }) id!: number;
  @Field(() => String, { description: 'Number' }) number!: string;
}
@ObjectType({ description: 'What the filter drop-downs offer' })
export class ManufacturingFilters {
  @Field(() => [ManufacturingFilterValue], { description: 'Types' }) types!: ManufacturingFilterValue[];
  @Field(() => [ManufacturingFilterWorker], { description: 'Workers' }) workers!: ManufacturingFilterWorker[];
  @Field(() => [ManufacturingFilterBatch], { description: 'Batches (completed work)' }) batches!: ManufacturingFilterBatch[];
  @Field(() => [String], { description: 'Statuses' }) statuses!: string[];
  @Field(() => Date, { nullable: true, description: 'Oldest record' }) dateFrom!: Date | null;
  @Field(() => Date, { nullable: true, description: 'Newest record' }) dateTo!: Date | null;
}

@ObjectType({ description: 'A packing document of the order' })
export class OrderDocumentType {
  @Field(() => Int, { description: 'Id' }) id!: number;
  @Field(() => String, { description: 'Status in packing' }) status!: string;
  @Field(() => [String], { nullable: true, description: 'Missing parts' }) missingParts!: string[] | null;
  @Field(() => Date, { description: 'Pushed' }) createdAt!: Date;
}
@ObjectType({ description: 'Who holds an order' })
export class OrderHolder {
  @Field(() => Int, { description: 'numer_pracownika' }) employeeNumber!: number;
  @Field(() => String, { description: 'Name' }) name!: string;
}
@ObjectType({ description: 'What the workshop needs to know about an order' })
export class CheckOrderResult {
  @Field(() => String, { description: 'Order number' }) numer_zamowienia!: string;
  @Field(() => String, { description: 'Customer' }) customer!: string;
  @Field(() => String, { description: 'Shipping method' }) shippingMethod!: string;
  @Field(() => Boolean, { description: 'Cash on delivery' }) paymentsCod!: boolean;
  @Field(() => Boolean, { description: 'Invoice wanted' }) wantsInvoice!: boolean;
  @Field(() => Boolean, { description: 'Pickup' }) is_pickup!: boolean;
  @Field(() => String, { nullable: true, description: 'Pickup place' }) pickup_place!: string | null;
  @Field(() => [OrderDocumentType], { description: 'Its packing documents' }) documents!: OrderDocumentType[];
  @Field(() => [ManufacturingRecordSummary], { description: 'Existing records' }) records!: ManufacturingRecordSummary[];
  @Field(() => OrderHolder, { nullable: true, description: 'The worker holding the order' }) claimedBy!: OrderHolder | null;
}
@ObjectType({ description: 'The worker may take the order (and now holds it)' })
export class CheckWorkerResult {
  @Field(() => Boolean, { description: 'Always true (refusals are errors)' }) ok!: boolean;
  @Field(() => Int, { description: 'numer_pracownika' }) employeeNumber!: number;
  @Field(() => String, { description: 'Name' }) name!: string;
  @Field(() => String, { description: 'The order' }) numer_zamowienia!: string;
  @Field(() => String, { description: 'Message' }) message!: string;
}
@ObjectType({ description: 'The answer of a label action' })
export class StationResult {
  @Field(() => String, { description: 'Message' }) message!: string;
  @Field(() => String, { nullable: true, description: 'Follow it with operationStatus' }) operationId!: string | null;
  @Field(() => ManufacturingRecordType, { nullable: true, description: 'The record now' }) record!: ManufacturingRecordType | null;
  @Field(() => [ManufacturingLabelType], { description: 'The labels concerned' }) labels!: ManufacturingLabelType[];
}
@ObjectType({ description: 'A closed (or reopened) batch' })
export class ManufacturingBatchType {
  @Field(() => Int, { description: 'Id' }) id!: number;
  @Field(() => String, { description: 'PRT/YYYY/000123' }) number!: string;
  @Field(() => String, { description: 'CLOSED or REOPENED' }) status!: string;
  @Field(() => Int, { description: 'Closed by' }) closedBy!: number;
  @Field(() => String, { description: 'Closed by (name)' }) closedByName!: string;
  @Field(() => Int, { description: 'Records' }) recordCount!: number;
  @Field(() => Int, { description: 'Panes' }) paneCount!: number;
  @Field(() => Float, { description: 'Total weight (kg)' }) totalWeightKg!: number;
  @Field(() => [Int], { description: 'The records as closed' }) recordIds!: number[];
  @Field(() => Int, { description: 'How often reopened' }) reopenCount!: number;
  @Field(() => Date, { description: 'Closed' }) createdAt!: Date;
}
@ObjectType({ description: 'A page of batches' })
export class ManufacturingBatchList extends PageType(ManufacturingBatchType) {}

@ObjectType({ description: 'The answer of a missing-glass action' })
export class MissingGlassActionResult {
  @Field(() => String, { description: 'Message' }) message!: string;
  @Field(() => MissingGlassEntry, { description: 'The entry now' }) entry!: MissingGlassEntry;
  @Field(() => Boolean, { description: "The order's packing document went back to the packing queue" }) documentReturned!: boolean;
  @Field(() => String, { nullable: true, description: 'Follow printing with operationStatus' }) operationId!: string | null;
}
@ObjectType({ description: 'A label code scanned anywhere: the record it belongs to' })
export class ManufacturingLabelLookup {
  @Field(() => String, { description: 'The label code' }) code!: string;
  @Field(() => Int, { description: 'Label id' }) labelId!: number;
  @Field(() => Int, { description: 'The record' }) recordId!: number;
  @Field(() => String, { description: 'QUEUED, PRINTED, FAILED, VOIDED' }) status!: string;
}
@ObjectType({ description: 'The production sheet state' })
export class ManufacturingFileStatus {
  @Field(() => Int, { description: 'Record id' }) id!: number;
  @Field(() => String, { description: 'NONE, IN_PROGRESS, SUCCESS, FINISH, ERROR' }) status!: string;
  @Field(() => String, { nullable: true, description: 'Message' }) message!: string | null;
  @Field(() => String, { nullable: true, description: 'operationStatus id' }) operationId!: string | null;
  @Field(() => String, { nullable: true, description: 'Where to download the PDF' }) url!: string | null;
}
@ObjectType({ description: 'A change on the manufacturing screens' })
export class ManufacturingUpdate {
  @Field(() => ManufacturingEventKind, { description: 'What changed' }) kind!: ManufacturingEventKind;
  @Field(() => String, { description: 'CREATED, UPDATED, DELETED, PRINTED, REPRINTED, VOIDED, CLOSED, REOPENED, REPORTED, SHEET' }) action!: string;
  @Field(() => [Int], { description: 'Records concerned' }) recordIds!: number[];
  @Field(() => Int, { nullable: true, description: 'Batch concerned' }) batchId!: number | null;
  @Field(() => Int, { nullable: true, description: 'Missing-glass entry concerned' }) missingGlassId!: number | null;
}

// ------------------------------------------------------------------ inputs

@InputType({ description: 'A width part (cm)' })
export class WidthPartInput {
  @Field(() => String, { description: 'Part name' }) part!: string;
  @Field(() => Float, { description: 'Centimetres, one decimal' }) value!: number;
}
@InputType({ description: 'Width specification input' })
export class WidthSpecInput {
  @Field(() => [WidthPartInput], { nullable: true, description: 'Fixed dimensions' }) fixedDim?: WidthPartInput[];
  @Field(() => [WidthPartInput], { nullable: true, description: 'Side walls' }) sideWalls?: WidthPartInput[];
}
@InputType({ description: 'A pane' })
export class ManufacturingPaneInput {
  @Field(() => String, { nullable: true, description: 'Part name' }) part?: string | null;
  @Field(() => Float, { description: 'Width mm' }) widthMm!: number;
  @Field(() => Float, { description: 'Height mm' }) heightMm!: number;
  @Field(() => Float, { description: 'Thickness mm' }) thicknessMm!: number;
  @Field(() => String, { description: 'hartowane, laminowane, float, lustro' }) glassKind!: string;
  @Field(() => Int, { nullable: true, description: "The pane's drilling schema" }) schema_id?: number | null;
}
@InputType({ description: "createManufacturingLogDto: the worker's log line" })
export class ManufacturingLogInput {
  @Field(() => Int, { description: 'numer_pracownika of the worker at the station' }) numer_pracownika!: number;
  @Field(() => String, { nullable: true, description: 'What was done' }) action?: string | null;
  @Field(() => String, { nullable: true, description: 'Note' }) note?: string | null;
}
@InputType({ description: 'A new record' })
export class ManufacturingRecordCreateInput {
  @Field(() => String, { description: 'The order number' }) numer_zamowienia!: string;
  @Field(() => String, { description: 'Manufacturing type code' }) type!: string;
  @Field(() => Int, { nullable: true, description: 'Drilling schema of the record' }) schema_id?: number | null;
  @Field(() => [ManufacturingPaneInput], { nullable: true, description: 'Panes (types with dimensions)' }) panes?: ManufacturingPaneInput[] | null;
  @Field(() => WidthSpecInput, { nullable: true, description: 'Width specification (szklo_kabina)' }) widthSpec?: WidthSpecInput | null;
  @Field(() => Float, { nullable: true, description: 'Scale reading in kg (else computed)' }) weightKg?: number | null;
  @Field(() => Int, { nullable: true, description: 'Pallet height band (paleta)' }) palletHeightCm?: number | null;
  @Field(() => String, { nullable: true, description: 'Notes' }) notes?: string | null;
  @Field(() => ManufacturingLogInput, { description: "The worker's log line" }) createManufacturingLogDto!: ManufacturingLogInput;
}
@InputType({ description: 'Changes to a record' })
export class ManufacturingRecordUpdateInput {
  @Field(() => String, { nullable: true, description: 'Manufacturing type code' }) type?: string | null;
  @Field(() => Int, { nullable: true, description: 'Drilling schema of the record' }) schema_id?: number | null;
  @Field(() => [ManufacturingPaneInput], { nullable: true, description: 'Panes' }) panes?: ManufacturingPaneInput[] | null;
  @Field(() => WidthSpecInput, { nullable: true, description: 'Width specification' }) widthSpec?: WidthSpecInput | null;
  @Field(() => Float, { nullable: true, description: 'Scale reading in kg' }) weightKg?: number | null;
  @Field(() => Int, { nullable: true, description: 'Pallet height band' }) palletHeightCm?: number | null;
  @Field(() => String, { nullable: true, description: 'Notes' }) notes?: string | null;
  @Field(() => Int, { description: 'The version you read' }) version!: number;
  @Field(() => ManufacturingLogInput, { description: "The worker's log line" }) createManufacturingLogDto!: ManufacturingLogInput;
}

