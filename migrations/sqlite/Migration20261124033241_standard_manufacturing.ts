import { Migration } from '@mikro-orm/migrations';

export class Migration20261124033241_standard_manufacturing extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`standard_manufacturing_entries\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`numer_pracownika\` integer not null, \`manufacturing_data_id\` integer not null, \`index\` text not null, \`name\` text not null, \`quantity\` integer not null, \`status\` text not null default 'DRAFT', \`change_id\` integer null, \`error_message\` text null, \`checked_at\` datetime null, \`persisted_at\` datetime null, \`operation_id\` text null, \`created_by_id\` integer null);`);
    this.addSql(`create index \`standard_manufacturing_entries_manufacturing_data_id_index\` on \`standard_manufacturing_entries\` (\`manufacturing_data_id\`);`);
    this.addSql(`create index \`standard_manufacturing_entries_index_index\` on \`standard_manufacturing_entries\` (\`index\`);`);
    this.addSql(`create index \`standard_manufacturing_entries_change_id_index\` on \`standard_manufacturing_entries\` (\`change_id\`);`);
    this.addSql(`create index \`standard_manufacturing_entries_created_at_index\` on \`standard_manufacturing_entries\` (\`created_at\`);`);
    this.addSql(`create index \`standard_manufacturing_entries_status_created_at_index\` on \`standard_manufacturing_entries\` (\`status\`, \`created_at\`);`);
    this.addSql(`create index \`standard_manufacturing_entries_numer_pracownika_created_at_index\` on \`standard_manufacturing_entries\` (\`numer_pracownika\`, \`created_at\`);`);

    this.addSql(`create table \`standard_manufacturing_error_logs\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`numer_pracownika\` integer not null, \`entry_id\` integer not null, \`index\` text not null, \`kind\` text not null, \`message\` text not null, \`reasons\` text null, \`change_id\` integer null);`);
    this.addSql(`create index \`standard_manufacturing_error_logs_entry_id_index\` on \`standard_manufacturing_error_logs\` (\`entry_id\`);`);
    this.addSql(`create index \`standard_manufacturing_error_logs_created_at_index\` on \`standard_manufacturing_error_logs\` (\`created_at\`);`);
    this.addSql(`create index \`standard_manufacturing_error_logs_numer_pracownika_created_at_index\` on \`standard_manufacturing_error_logs\` (\`numer_pracownika\`, \`created_at\`);`);

    this.addSql(`create table \`standard_manufacturing_pieces\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`entry_id\` integer not null, \`seq\` integer not null, \`code\` text not null, \`printed_at\` datetime null, \`print_count\` integer not null default 0, \`print_job_id\` integer null, \`voided_at\` datetime null, \`voided_by\` integer null);`);
    this.addSql(`create unique index \`standard_manufacturing_pieces_code_unique\` on \`standard_manufacturing_pieces\` (\`code\`);`);
    this.addSql(`create index \`standard_manufacturing_pieces_entry_id_seq_index\` on \`standard_manufacturing_pieces\` (\`entry_id\`, \`seq\`);`);
  }

}
