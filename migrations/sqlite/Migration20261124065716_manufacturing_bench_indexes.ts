import { Migration } from '@mikro-orm/migrations';

/** ADR 0920: the manufacturing bench's indexes and the records' pane totals (see the MySQL twin). */
export class Migration20261124065716_manufacturing_bench_indexes extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index \`manufacturing_labels_reprint_of_index\` on \`manufacturing_labels\` (\`reprint_of\`);`);
    this.addSql(`create index \`manufacturing_labels_voided_at_index\` on \`manufacturing_labels\` (\`voided_at\`);`);
    this.addSql(`create index \`manufacturing_labels_created_at_reprint_of_index\` on \`manufacturing_labels\` (\`created_at\`, \`reprint_of\`);`);
    this.addSql(`create index \`manufacturing_labels_record_id_reprint_of_created_at_index\` on \`manufacturing_labels\` (\`record_id\`, \`reprint_of\`, \`created_at\`);`);

    this.addSql(`drop index \`manufacturing_records_status_created_at_index\`;`);
    this.addSql(`drop index \`manufacturing_records_employee_number_status_index\`;`);

    this.addSql(`alter table \`manufacturing_records\` add column \`pane_count\` integer not null default 0;`);
    this.addSql(`alter table \`manufacturing_records\` add column \`area_mm2\` double not null default 0;`);
    // The records that exist get their totals from their panes (as the entity's hook computes them).
    this.addSql(
      `update \`manufacturing_records\` set \`pane_count\` = coalesce(json_array_length(\`panes\`), 0),
         \`area_mm2\` = (select coalesce(sum(json_extract(p.value, '$.widthMm') * json_extract(p.value, '$.heightMm')), 0) from json_each(\`panes\`) p);`,
    );
    this.addSql(`create index \`manufacturing_records_analytics_index\` on \`manufacturing_records\` (\`created_at\`, \`deleted_at\`, \`type\`, \`employee_number\`, \`pane_count\`, \`area_mm2\`, \`employee_name\`);`);
    this.addSql(`create index \`manufacturing_records_status_deleted_at_batch_id_batch_number_index\` on \`manufacturing_records\` (\`status\`, \`deleted_at\`, \`batch_id\`, \`batch_number\`);`);
    this.addSql(`create index \`manufacturing_records_status_deleted_at_type_employee_number_employee_name_index\` on \`manufacturing_records\` (\`status\`, \`deleted_at\`, \`type\`, \`employee_number\`, \`employee_name\`);`);
    this.addSql(`create index \`manufacturing_records_employee_number_status_deleted_at_type_created_at_index\` on \`manufacturing_records\` (\`employee_number\`, \`status\`, \`deleted_at\`, \`type\`, \`created_at\`);`);
    this.addSql(`create index \`manufacturing_records_status_deleted_at_created_at_index\` on \`manufacturing_records\` (\`status\`, \`deleted_at\`, \`created_at\`);`);

    this.addSql(`create index \`standard_manufacturing_entries_status_persisted_at_quantity_index\` on \`standard_manufacturing_entries\` (\`status\`, \`persisted_at\`, \`quantity\`);`);

    this.addSql(`create index \`standard_manufacturing_pieces_print_count_printed_at_index\` on \`standard_manufacturing_pieces\` (\`print_count\`, \`printed_at\`);`);
    this.addSql(`create index \`standard_manufacturing_pieces_voided_at_index\` on \`standard_manufacturing_pieces\` (\`voided_at\`);`);
  }

}
