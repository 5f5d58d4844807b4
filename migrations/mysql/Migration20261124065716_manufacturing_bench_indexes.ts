import { Migration } from '@mikro-orm/migrations';

/**
 * ADR 0920: the indexes the manufacturing bench (200,000 records, 1,000,000 labels, 2,000,000
 * standard pieces) showed the lists, the filters call and Analityka need, and the records' pane
 * totals (kept from `panes` by the entity's hook) so Analityka sums columns instead of JSON.
 */
export class Migration20261124065716_manufacturing_bench_indexes extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`manufacturing_labels\` add index \`manufacturing_labels_reprint_of_index\`(\`reprint_of\`);`);
    this.addSql(`alter table \`manufacturing_labels\` add index \`manufacturing_labels_voided_at_index\`(\`voided_at\`);`);
    this.addSql(`alter table \`manufacturing_labels\` add index \`manufacturing_labels_created_at_reprint_of_index\`(\`created_at\`, \`reprint_of\`);`);
    this.addSql(`alter table \`manufacturing_labels\` add index \`manufacturing_labels_record_id_reprint_of_created_at_index\`(\`record_id\`, \`reprint_of\`, \`created_at\`);`);

    this.addSql(`alter table \`manufacturing_records\` drop index \`manufacturing_records_employee_number_status_index\`;`);
    this.addSql(`alter table \`manufacturing_records\` drop index \`manufacturing_records_status_created_at_index\`;`);

    this.addSql(`alter table \`manufacturing_records\` add \`pane_count\` int not null default 0, add \`area_mm2\` double not null default 0;`);
    // The records that exist get their totals from their panes (as the entity's hook computes them).
    this.addSql(
      `update \`manufacturing_records\` r set r.\`pane_count\` = coalesce(json_length(r.\`panes\`), 0),
         r.\`area_mm2\` = (select coalesce(sum(jt.w * jt.h), 0) from json_table(r.\`panes\`, '$[*]' columns (w double path '$.widthMm', h double path '$.heightMm')) jt);`,
    );
    this.addSql(`alter table \`manufacturing_records\` add index \`manufacturing_records_analytics_index\`(\`created_at\`, \`deleted_at\`, \`type\`, \`employee_number\`, \`pane_count\`, \`area_mm2\`, \`employee_name\`);`);
    this.addSql(`alter table \`manufacturing_records\` add index \`manufacturing_records_status_deleted_at_batch_id_ba_ed7f7_index\`(\`status\`, \`deleted_at\`, \`batch_id\`, \`batch_number\`);`);
    this.addSql(`alter table \`manufacturing_records\` add index \`manufacturing_records_status_deleted_at_type_employ_aa5ca_index\`(\`status\`, \`deleted_at\`, \`type\`, \`employee_number\`, \`employee_name\`);`);
    this.addSql(`alter table \`manufacturing_records\` add index \`manufacturing_records_employee_number_status_delete_9dfbf_index\`(\`employee_number\`, \`status\`, \`deleted_at\`, \`type\`, \`created_at\`);`);
    this.addSql(`alter table \`manufacturing_records\` add index \`manufacturing_records_status_deleted_at_created_at_index\`(\`status\`, \`deleted_at\`, \`created_at\`);`);

    this.addSql(`alter table \`standard_manufacturing_entries\` add index \`standard_manufacturing_entries_status_persisted_at__ec995_index\`(\`status\`, \`persisted_at\`, \`quantity\`);`);

    this.addSql(`alter table \`standard_manufacturing_pieces\` add index \`standard_manufacturing_pieces_print_count_printed_at_index\`(\`print_count\`, \`printed_at\`);`);
    this.addSql(`alter table \`standard_manufacturing_pieces\` add index \`standard_manufacturing_pieces_voided_at_index\`(\`voided_at\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`manufacturing_records\` drop index \`manufacturing_records_analytics_index\`;`);
    this.addSql(`alter table \`manufacturing_records\` drop index \`manufacturing_records_status_deleted_at_batch_id_ba_ed7f7_index\`;`);
    this.addSql(`alter table \`manufacturing_records\` drop index \`manufacturing_records_status_deleted_at_type_employ_aa5ca_index\`;`);
    this.addSql(`alter table \`manufacturing_records\` drop index \`manufacturing_records_employee_number_status_delete_9dfbf_index\`;`);
    this.addSql(`alter table \`manufacturing_records\` drop index \`manufacturing_records_status_deleted_at_created_at_index\`;`);
    this.addSql(`alter table \`manufacturing_records\` drop column \`pane_count\`, drop column \`area_mm2\`;`);
    this.addSql(`alter table \`manufacturing_records\` add index \`manufacturing_records_employee_number_status_index\`(\`employee_number\`, \`status\`);`);
    this.addSql(`alter table \`manufacturing_records\` add index \`manufacturing_records_status_created_at_index\`(\`status\`, \`created_at\`);`);

    this.addSql(`alter table \`manufacturing_labels\` drop index \`manufacturing_labels_reprint_of_index\`;`);
    this.addSql(`alter table \`manufacturing_labels\` drop index \`manufacturing_labels_voided_at_index\`;`);
    this.addSql(`alter table \`manufacturing_labels\` drop index \`manufacturing_labels_created_at_reprint_of_index\`;`);
    this.addSql(`alter table \`manufacturing_labels\` drop index \`manufacturing_labels_record_id_reprint_of_created_at_index\`;`);

    this.addSql(`alter table \`standard_manufacturing_entries\` drop index \`standard_manufacturing_entries_status_persisted_at__ec995_index\`;`);
    this.addSql(`alter table \`standard_manufacturing_pieces\` drop index \`standard_manufacturing_pieces_print_count_printed_at_index\`;`);
    this.addSql(`alter table \`standard_manufacturing_pieces\` drop index \`standard_manufacturing_pieces_voided_at_index\`;`);
  }

}
