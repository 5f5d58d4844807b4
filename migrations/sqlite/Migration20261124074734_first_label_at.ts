import { Migration } from '@mikro-orm/migrations';

/** ADR 0925: the records' `first_label_at`, filled from the labels, in the records' analytics index (see the MySQL twin). */
export class Migration20261124074734_first_label_at extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`manufacturing_records\` add column \`first_label_at\` datetime null;`);
    this.addSql(
      `update \`manufacturing_records\` set \`first_label_at\` = (select min(l.\`created_at\`) from \`manufacturing_labels\` l
          where l.\`record_id\` = \`manufacturing_records\`.\`id\` and l.\`reprint_of\` is null);`,
    );
    this.addSql(`drop index \`manufacturing_records_analytics_index\`;`);
    this.addSql(`create index \`manufacturing_records_analytics_index\` on \`manufacturing_records\` (\`created_at\`, \`deleted_at\`, \`type\`, \`employee_number\`, \`pane_count\`, \`area_mm2\`, \`employee_name\`, \`first_label_at\`);`);
    this.addSql(`drop index \`manufacturing_labels_record_id_reprint_of_created_at_index\`;`);
  }

  override async down(): Promise<void> {
    this.addSql(`create index \`manufacturing_labels_record_id_reprint_of_created_at_index\` on \`manufacturing_labels\` (\`record_id\`, \`reprint_of\`, \`created_at\`);`);
    this.addSql(`drop index \`manufacturing_records_analytics_index\`;`);
    this.addSql(`create index \`manufacturing_records_analytics_index\` on \`manufacturing_records\` (\`created_at\`, \`deleted_at\`, \`type\`, \`employee_number\`, \`pane_count\`, \`area_mm2\`, \`employee_name\`);`);
    this.addSql(`alter table \`manufacturing_records\` drop column \`first_label_at\`;`);
  }

}
