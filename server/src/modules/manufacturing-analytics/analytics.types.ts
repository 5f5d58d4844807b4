import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('AnalyticsOutputPoint', { description: 'Output of one Warsaw day and type' })
class OutputPointType {
  @Field(() => String, { description: 'Warsaw day, YYYY-MM-DD' }) day!: string;
  @Field(() => String, { description: "Custom record type, or 'standard'" }) type!: string;
  @Field(() => Int, { description: 'Custom records created (standard: entries persisted)' }) records!: number;
  @Field(() => Int, { description: 'Panes of those records' }) panes!: number;
  @Field(() => Float, { description: 'm² of glass of those panes' }) areaM2!: number;
  @Field(() => Int, { description: 'Standard pieces persisted into stock' }) pieces!: number;
}

@ObjectType('AnalyticsWorker', { description: 'One worker over the range' })
class WorkerPointType {
  @Field(() => Int, { description: 'numer_pracownika' }) employeeNumber!: number;
  @Field(() => String, { description: 'Name' }) name!: string;
  @Field(() => Int, { description: 'Records created' }) records!: number;
  @Field(() => Int, { description: 'Panes of those records' }) panes!: number;
  @Field(() => Int, { description: 'Warsaw days with at least one record' }) activeDays!: number;
  @Field(() => Float, { description: 'panes / activeDays' }) panesPerDay!: number;
  @Field(() => Float, { nullable: true, description: 'Median minutes from a record to its first printed label' }) medianLabelMinutes!: number | null;
}

@ObjectType('AnalyticsMissingShare', { description: 'Missing glass of one reason or record type (Pareto row)' })
class MissingShareType {
  @Field(() => String, { nullable: true, description: 'Reason code or record type (null: no record)' }) key!: string | null;
  @Field(() => Int, { description: 'Entries reported in range' }) entries!: number;
  @Field(() => Int, { description: 'Panes the rate divides by' }) panes!: number;
  @Field(() => Float, { description: 'entries / panes' }) rate!: number;
  @Field(() => Float, { description: 'Share of all entries up to this row (Pareto)' }) cumulativeShare!: number;
}

@ObjectType('AnalyticsAgeBucket', { description: 'Open missing-glass entries of one age' })
class AgeBucketType {
  @Field(() => String, { description: "Age in days: '0-1', '1-3', '3-7', '7-14', '14+'" }) bucket!: string;
  @Field(() => Int, { description: 'Open entries' }) entries!: number;
}

@ObjectType('AnalyticsBatchPoint', { description: 'Batches closed on one Warsaw day' })
class BatchPointType {
  @Field(() => String, { description: 'Warsaw day, YYYY-MM-DD' }) day!: string;
  @Field(() => Int, { description: 'Batches closed' }) batches!: number;
  @Field(() => Int, { description: 'Their panes' }) panes!: number;
  @Field(() => Float, { description: 'panes / batches' }) panesPerBatch!: number;
}

@ObjectType('AnalyticsLabelEvent', { description: 'Label reprints or voids of one reason' })
class LabelEventType {
  @Field(() => String, { description: 'custom or standard' }) source!: string;
  @Field(() => String, { description: 'REPRINT or VOID' }) kind!: string;
  @Field(() => String, { nullable: true, description: 'The reason given (null: none)' }) reason!: string | null;
  @Field(() => Int, { description: 'How many labels' }) count!: number;
}

@ObjectType('AnalyticsErrorPoint', { description: 'Standard manufacturing errors of one Warsaw day and kind' })
class ErrorPointType {
  @Field(() => String, { description: 'Warsaw day, YYYY-MM-DD' }) day!: string;
  @Field(() => String, { description: 'CHECK or ERP' }) kind!: string;
  @Field(() => Int, { description: 'Errors logged' }) errors!: number;
}

@ObjectType('ManufacturingAnalytics', { description: "Every Analityka chart's series over a range of Warsaw days" })
export class AnalyticsType {
  @Field(() => String, { description: 'First day, YYYY-MM-DD' }) startDate!: string;
  @Field(() => String, { description: 'Last day, YYYY-MM-DD' }) endDate!: string;
  @Field(() => [String], { description: 'Every day of the range' }) days!: string[];
  @Field(() => [OutputPointType], { description: 'Output per day and type' }) output!: OutputPointType[];
  @Field(() => [WorkerPointType], { description: 'Per worker' }) workers!: WorkerPointType[];
  @Field(() => [MissingShareType], { description: 'Missing glass by reason, Pareto order' }) missingByReason!: MissingShareType[];
  @Field(() => [MissingShareType], { description: 'Missing glass by record type, Pareto order' }) missingByType!: MissingShareType[];
  @Field(() => Float, { nullable: true, description: 'Median days from report to close' }) missingCloseMedianDays!: number | null;
  @Field(() => [AgeBucketType], { description: 'Open missing glass by age (now)' }) missingOpenByAge!: AgeBucketType[];
  @Field(() => [BatchPointType], { description: 'Batches per day' }) batches!: BatchPointType[];
  @Field(() => [LabelEventType], { description: 'Label reprints and voids by reason' }) labelEvents!: LabelEventType[];
  @Field(() => [ErrorPointType], { description: 'Standard manufacturing errors per day' }) persistErrors!: ErrorPointType[];
}

@InputType('ManufacturingAnalyticsInput', { description: 'A range of Warsaw days (default the last 30, at most 366)' })
export class AnalyticsRangeInputType {
  @Field(() => String, { nullable: true, description: 'First day, YYYY-MM-DD' }) startDate?: string;
  @Field(() => String, { nullable: true, description: 'Last day, YYYY-MM-DD (default today)' }) endDate?: string;
}
