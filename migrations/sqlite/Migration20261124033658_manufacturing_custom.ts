import { Migration } from '@mikro-orm/migrations';

export class Migration20261124033658_manufacturing_custom extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`manufacturing_batches\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`number\` text null, \`status\` text not null default 'CLOSED', \`closed_by\` integer not null, \`closed_by_name\` text not null, \`record_count\` integer not null, \`pane_count\` integer not null, \`total_weight_kg\` double not null, \`manifest\` text not null, \`reopen_log\` text not null);`);
    this.addSql(`create unique index \`manufacturing_batches_number_unique\` on \`manufacturing_batches\` (\`number\`);`);

    this.addSql(`create table \`manufacturing_claims\` (\`id\` integer not null primary key autoincrement, \`order_number\` text not null, \`employee_number\` integer not null, \`employee_name\` text not null, \`claimed_at\` datetime not null);`);
    this.addSql(`create unique index \`manufacturing_claims_order_number_unique\` on \`manufacturing_claims\` (\`order_number\`);`);

    this.addSql(`create table \`manufacturing_labels\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`code\` text not null, \`record_id\` integer not null, \`pane_index\` integer not null, \`pane_count\` integer not null, \`print_job_id\` integer null, \`printer_id\` integer null, \`printed_by\` integer not null, \`printed_by_name\` text not null, \`reprint_of\` integer null, \`reprint_count\` integer not null default 0, \`voided_at\` datetime null, \`voided_by\` integer null, \`voided_by_name\` text null, \`void_reason\` text null, \`payload\` text not null);`);
    this.addSql(`create unique index \`manufacturing_labels_code_unique\` on \`manufacturing_labels\` (\`code\`);`);
    this.addSql(`create index \`manufacturing_labels_record_id_voided_at_index\` on \`manufacturing_labels\` (\`record_id\`, \`voided_at\`);`);

    this.addSql(`create table \`manufacturing_logs\` (\`id\` integer not null primary key autoincrement, \`record_id\` integer not null, \`employee_number\` integer not null, \`employee_name\` text not null, \`action\` text not null, \`note\` text null, \`diff\` text null, \`created_at\` datetime not null);`);
    this.addSql(`create index \`manufacturing_logs_record_id_id_index\` on \`manufacturing_logs\` (\`record_id\`, \`id\`);`);

    this.addSql(`create table \`manufacturing_records\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`order_number\` text not null, \`document_id\` integer null, \`type\` text not null, \`status\` text not null default 'NEW', \`employee_number\` integer not null, \`employee_name\` text not null, \`schema_id\` integer null, \`panes\` text not null, \`width_spec\` text null, \`weight_kg\` double null, \`computed_weight_kg\` double null, \`pallet_height_cm\` integer null, \`notes\` text null, \`batch_id\` integer null, \`batch_number\` text null, \`version\` integer not null default 1, \`updated_by_number\` integer null, \`updated_by_name\` text null, \`deleted_at\` datetime null, \`deleted_by\` integer null, \`deleted_by_name\` text null, \`sheet_status\` text null, \`sheet_message\` text null, \`sheet_operation_id\` text null);`);
    this.addSql(`create index \`manufacturing_records_batch_id_index\` on \`manufacturing_records\` (\`batch_id\`);`);
    this.addSql(`create index \`manufacturing_records_employee_number_status_index\` on \`manufacturing_records\` (\`employee_number\`, \`status\`);`);
    this.addSql(`create index \`manufacturing_records_order_number_index\` on \`manufacturing_records\` (\`order_number\`);`);
    this.addSql(`create index \`manufacturing_records_status_created_at_index\` on \`manufacturing_records\` (\`status\`, \`created_at\`);`);

    this.addSql(`create table \`manufacturing_sheets\` (\`id\` integer not null primary key autoincrement, \`record_id\` integer not null, \`record_version\` integer not null, \`content\` longblob not null, \`created_at\` datetime not null);`);
    this.addSql(`create unique index \`manufacturing_sheets_record_id_unique\` on \`manufacturing_sheets\` (\`record_id\`);`);

    this.addSql(`create table \`manufacturing_missing_glass\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`record_id\` integer null, \`order_number\` text not null, \`document_id\` integer null, \`pane_index\` integer null, \`description\` text null, \`reason\` text not null, \`note\` text null, \`source\` text not null default 'STATION', \`status\` text not null default 'OPEN', \`reported_by\` integer not null, \`reported_by_name\` text not null, \`closed_at\` datetime null, \`closed_by\` integer null, \`closed_by_name\` text null, \`print_count\` integer not null default 0, \`last_printed_at\` datetime null);`);
    this.addSql(`create index \`manufacturing_missing_glass_order_number_status_index\` on \`manufacturing_missing_glass\` (\`order_number\`, \`status\`);`);
    this.addSql(`create index \`manufacturing_missing_glass_status_created_at_index\` on \`manufacturing_missing_glass\` (\`status\`, \`created_at\`);`);
  }

}
