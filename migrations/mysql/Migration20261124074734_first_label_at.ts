import { Migration } from '@mikro-orm/migrations';

/**
 * ADR 0925: the records' `first_label_at` (the earliest label that is not a reprint, voided or not:
 * what Analityka's per-worker median read from the labels), set by the station's print, filled here
 * for the records that exist, and appended to the records' analytics index (created_at first) so the
 * chart reads that index alone. (A separate (deleted_at, created_at, ...) index was tried: the
 * optimizer then chose it, not covering, for the output charts too, doubling their time.)
 * The labels' (record_id, reprint_of, created_at) index served only that lookup: dropped.
 */
export class Migration20261124074734_first_label_at extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`manufacturing_records\` add \`first_label_at\` datetime(3) null;`);
    // One grouping over the labels (their (record_id, reprint_of, created_at) index), then the join.
    this.addSql(
      `update \`manufacturing_records\` r join (select l.\`record_id\`, min(l.\`created_at\`) as m from \`manufacturing_labels\` l
          where l.\`reprint_of\` is null group by l.\`record_id\`) f on f.\`record_id\` = r.\`id\`
          set r.\`first_label_at\` = f.m;`,
    );
    this.addSql(
      `alter table \`manufacturing_records\` drop index \`manufacturing_records_analytics_index\`,
         add index \`manufacturing_records_analytics_index\`(\`created_at\`, \`deleted_at\`, \`type\`, \`employee_number\`, \`pane_count\`, \`area_mm2\`, \`employee_name\`, \`first_label_at\`);`,
    );
    this.addSql(`alter table \`manufacturing_labels\` drop index \`manufacturing_labels_record_id_reprint_of_created_at_index\`;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`manufacturing_labels\` add index \`manufacturing_labels_record_id_reprint_of_created_at_index\`(\`record_id\`, \`reprint_of\`, \`created_at\`);`);
    this.addSql(
      `alter table \`manufacturing_records\` drop index \`manufacturing_records_analytics_index\`,
         add index \`manufacturing_records_analytics_index\`(\`created_at\`, \`deleted_at\`, \`type\`, \`employee_number\`, \`pane_count\`, \`area_mm2\`, \`employee_name\`);`,
    );
    this.addSql(`alter table \`manufacturing_records\` drop column \`first_label_at\`;`);
  }

}
