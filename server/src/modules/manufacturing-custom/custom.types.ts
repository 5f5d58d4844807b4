import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { graphqlInput, graphqlObject } from '../../platform/graphql/from-zod.js';
import { PageType } from '../../platform/pagination.js';
import { LogDtoSchema, PaneInputSchema, RecordCreateSchema, RecordUpdateSchema } from './custom.input.js';
import { BatchViewSchema, CheckOrderViewSchema, CheckWorkerViewSchema, FileStatusViewSchema, FilterBatchViewSchema, FilterValueViewSchema, FilterWorkerViewSchema, FiltersViewSchema, LabelLookupViewSchema, LabelViewSchema, LogViewSchema, MissingActionViewSchema, MissingGlassViewSchema, OrderDocumentViewSchema, OrderHolderViewSchema, PaneViewSchema, RecordSummaryViewSchema, RecordViewSchema, StationResultViewSchema, WidthPartViewSchema, WidthSpecViewSchema } from './custom.view.js';

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

// The answers: fields, types and nullability from the views (custom.view.ts). A type built
// without a name here is only nested in others, which find it by its view.
graphqlObject('WidthPartType', WidthPartViewSchema, { description: 'One part of a width specification (cm)' });
graphqlObject('ManufacturingWidthSpec', WidthSpecViewSchema, { description: 'The width specification (SPEC 3): parts in cm, results in mm' });
graphqlObject('ManufacturingPane', PaneViewSchema, { description: 'A pane (or package) of a record: one label each' });
graphqlObject('ManufacturingLogEntry', LogViewSchema, { description: "A line of a record's log (append-only)" });
graphqlObject('ManufacturingLabelType', LabelViewSchema, { description: 'A label of a pane or package (QR of its code)' });
export const MissingGlassEntry = graphqlObject('MissingGlassEntry', MissingGlassViewSchema, { description: 'Braki szkła: one missing or broken pane' });
export const ManufacturingRecordSummary = graphqlObject('ManufacturingRecordSummary', RecordSummaryViewSchema, { description: 'A custom manufacturing record as the card grid shows it' });
export const ManufacturingRecordType = graphqlObject('ManufacturingRecordType', RecordViewSchema, { description: 'A record with its panes, log, labels and missing glass' });

@ObjectType({ description: 'A page of records' })
export class ManufacturingRecordList extends PageType(ManufacturingRecordSummary) {}

@ObjectType({ description: 'A page of missing-glass entries' })
export class MissingGlassList extends PageType(MissingGlassEntry) {}

graphqlObject('ManufacturingFilterValue', FilterValueViewSchema, { description: 'A filter value with its count' });
graphqlObject('ManufacturingFilterWorker', FilterWorkerViewSchema, { description: 'A worker offered by the filter' });
graphqlObject('ManufacturingFilterBatch', FilterBatchViewSchema, { description: 'A batch offered by the filter' });
export const ManufacturingFilters = graphqlObject('ManufacturingFilters', FiltersViewSchema, { description: 'What the filter drop-downs offer' });
graphqlObject('OrderDocumentType', OrderDocumentViewSchema, { description: 'A packing document of the order' });
graphqlObject('OrderHolder', OrderHolderViewSchema, { description: 'Who holds an order' });
export const CheckOrderResult = graphqlObject('CheckOrderResult', CheckOrderViewSchema, { description: 'What the workshop needs to know about an order' });
export const CheckWorkerResult = graphqlObject('CheckWorkerResult', CheckWorkerViewSchema, { description: 'The worker may take the order (and now holds it)' });
export const StationResult = graphqlObject('StationResult', StationResultViewSchema, { description: 'The answer of a label action' });
export const ManufacturingBatchType = graphqlObject('ManufacturingBatchType', BatchViewSchema, { description: 'A closed (or reopened) batch' });

@ObjectType({ description: 'A page of batches' })
export class ManufacturingBatchList extends PageType(ManufacturingBatchType) {}

export const MissingGlassActionResult = graphqlObject('MissingGlassActionResult', MissingActionViewSchema, { description: 'The answer of a missing-glass action' });
export const ManufacturingLabelLookup = graphqlObject('ManufacturingLabelLookup', LabelLookupViewSchema, { description: 'A label code scanned anywhere: the record it belongs to' });
export const ManufacturingFileStatus = graphqlObject('ManufacturingFileStatus', FileStatusViewSchema, { description: 'The production sheet state' });

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
// Fields, types and nullability from the input schemas (custom.input.ts); widthSpec is free-form
// there (the type's width rules check it), so its GraphQL shape is the class above.
graphqlInput('ManufacturingPaneInput', PaneInputSchema, { description: 'A pane' });
graphqlInput('ManufacturingLogInput', LogDtoSchema, { description: "createManufacturingLogDto: the worker's log line" });
export const ManufacturingRecordCreateInput = graphqlInput('ManufacturingRecordCreateInput', RecordCreateSchema, {
  description: 'A new record',
  fields: { widthSpec: { type: () => WidthSpecInput } },
});
export const ManufacturingRecordUpdateInput = graphqlInput('ManufacturingRecordUpdateInput', RecordUpdateSchema, {
  description: 'Changes to a record',
  fields: {
    panes: { description: 'Panes' },
    widthSpec: { description: 'Width specification', type: () => WidthSpecInput },
    weightKg: { description: 'Scale reading in kg' },
    palletHeightCm: { description: 'Pallet height band' },
    // GraphQL clients always send the version they read (REST may use If-Match instead).
    version: { nullable: false },
  },
});

// The instance types the resolvers' signatures name.
export type ManufacturingRecordType = InstanceType<typeof ManufacturingRecordType>;
export type ManufacturingFilters = InstanceType<typeof ManufacturingFilters>;
export type CheckOrderResult = InstanceType<typeof CheckOrderResult>;
export type CheckWorkerResult = InstanceType<typeof CheckWorkerResult>;
export type StationResult = InstanceType<typeof StationResult>;
export type ManufacturingBatchType = InstanceType<typeof ManufacturingBatchType>;
export type MissingGlassActionResult = InstanceType<typeof MissingGlassActionResult>;
export type ManufacturingLabelLookup = InstanceType<typeof ManufacturingLabelLookup>;
export type ManufacturingFileStatus = InstanceType<typeof ManufacturingFileStatus>;
export type ManufacturingRecordCreateInput = InstanceType<typeof ManufacturingRecordCreateInput>;
export type ManufacturingRecordUpdateInput = InstanceType<typeof ManufacturingRecordUpdateInput>;
