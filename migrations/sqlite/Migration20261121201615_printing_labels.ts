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

  }

}
