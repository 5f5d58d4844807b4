import { Migration } from '@mikro-orm/migrations';

export class Migration20261121201615_printing_labels extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`computers\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`name\` text not null, \`hostname\` text not null, \`agent_seen_at\` datetime null);`);
    this.addSql(`create unique index \`computers_hostname_unique\` on \`computers\` (\`hostname\`);`);

    this.addSql(`create table \`printers\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`name\` text not null, \`computer_id\` integer not null, \`driver\` text not null, \`host\` text null, \`port\` integer null, \`queue\` text null, \`folder\` text null, \`language\` text not null, \`enabled\` integer not null default true, \`deleted_at\` datetime null);`);
    this.addSql(`create index \`printers_computer_id_index\` on \`printers\` (\`computer_id\`);`);

    this.addSql(`create table \`print_jobs\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`printer_id\` integer not null, \`printer_name\` text not null, \`status\` text not null default 'QUEUED', \`source\` text not null, \`reference\` text null, \`format\` text not null, \`copies\` integer not null, \`content\` longblob not null, \`attempts\` integer not null default 0, \`error\` text null, \`operation_id\` text null, \`requested_by_id\` integer null, \`requested_by_name\` text null, \`sent_at\` datetime null, \`finished_at\` datetime null);`);
    this.addSql(`create index \`print_jobs_printer_id_id_index\` on \`print_jobs\` (\`printer_id\`, \`id\`);`);
    this.addSql(`create index \`print_jobs_status_id_index\` on \`print_jobs\` (\`status\`, \`id\`);`);

    this.addSql(`create table \`quick_print_labels\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`name\` text not null, \`lines\` text not null, \`ean\` text null, \`code\` text null, \`size\` text not null default 'small');`);
    this.addSql(`create index \`quick_print_labels_name_index\` on \`quick_print_labels\` (\`name\`);`);
    this.addSql(`create index \`quick_print_labels_ean_index\` on \`quick_print_labels\` (\`ean\`);`);
    this.addSql(`create index \`quick_print_labels_code_index\` on \`quick_print_labels\` (\`code\`);`);

    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`create table \`documents__temp_alter\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`number\` text not null, \`external_id\` text null, \`customer\` text not null, \`shipping_method\` text not null, \`wants_invoice\` integer not null, \`payments_cod\` integer not null, \`is_pickup\` integer not null, \`pickup_place\` text null, \`is_locked\` integer not null default false, \`locked_by_id\` integer null, \`locked_by_name\` text null, \`locked_at\` datetime null, \`error\` integer not null default false, \`status\` text check (\`status\` in ('NEW', 'LOCKED', 'SHIPPED', 'MISSING_PARTS', 'DELETED')) not null default 'NEW', \`missing_parts\` text null, \`missing_parts_note\` text null, \`closed_at\` datetime null, \`created_by_id\` integer null, \`created_by_name\` text null, \`file_size\` integer not null);`);
    this.addSql(`insert into \`documents__temp_alter\` select \`id\`, \`created_at\`, \`updated_at\`, \`number\`, \`external_id\`, \`customer\`, \`shipping_method\`, \`wants_invoice\`, \`payments_cod\`, \`is_pickup\`, \`pickup_place\`, \`is_locked\`, \`locked_by_id\`, \`locked_by_name\`, \`locked_at\`, \`error\`, \`status\`, \`missing_parts\`, \`missing_parts_note\`, \`closed_at\`, \`created_by_id\`, \`created_by_name\`, \`file_size\` from \`documents\`;`);
    this.addSql(`drop table \`documents\`;`);
    this.addSql(`alter table \`documents__temp_alter\` rename to \`documents\`;`);
    this.addSql(`create index \`documents_number_index\` on \`documents\` (\`number\`);`);
    this.addSql(`create index \`documents_status_created_at_index\` on \`documents\` (\`status\`, \`created_at\`);`);
    this.addSql(`pragma foreign_keys = on;`);
  }

}
