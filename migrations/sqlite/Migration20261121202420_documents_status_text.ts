import { Migration } from '@mikro-orm/migrations';

export class Migration20261121202420_documents_status_text extends Migration {

  override async up(): Promise<void> {
    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`create table \`documents__temp_alter\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`number\` text not null, \`external_id\` text null, \`customer\` text not null, \`shipping_method\` text not null, \`wants_invoice\` integer not null, \`payments_cod\` integer not null, \`is_pickup\` integer not null, \`pickup_place\` text null, \`is_locked\` integer not null default false, \`locked_by_id\` integer null, \`locked_by_name\` text null, \`locked_at\` datetime null, \`error\` integer not null default false, \`status\` text not null default 'NEW', \`missing_parts\` text null, \`missing_parts_note\` text null, \`closed_at\` datetime null, \`created_by_id\` integer null, \`created_by_name\` text null, \`file_size\` integer not null);`);
    this.addSql(`insert into \`documents__temp_alter\` select \`id\`, \`created_at\`, \`updated_at\`, \`number\`, \`external_id\`, \`customer\`, \`shipping_method\`, \`wants_invoice\`, \`payments_cod\`, \`is_pickup\`, \`pickup_place\`, \`is_locked\`, \`locked_by_id\`, \`locked_by_name\`, \`locked_at\`, \`error\`, \`status\`, \`missing_parts\`, \`missing_parts_note\`, \`closed_at\`, \`created_by_id\`, \`created_by_name\`, \`file_size\` from \`documents\`;`);
    this.addSql(`drop table \`documents\`;`);
    this.addSql(`alter table \`documents__temp_alter\` rename to \`documents\`;`);
    this.addSql(`create index \`documents_number_index\` on \`documents\` (\`number\`);`);
    this.addSql(`create index \`documents_status_created_at_index\` on \`documents\` (\`status\`, \`created_at\`);`);
    this.addSql(`pragma foreign_keys = on;`);
  }

}
