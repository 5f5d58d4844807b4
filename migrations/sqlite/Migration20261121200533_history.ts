import { Migration } from '@mikro-orm/migrations';

export class Migration20261121200533_history extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`history_entries\` (\`id\` integer not null primary key autoincrement, \`entity_type\` text not null, \`entity_id\` text not null, \`reference\` text null, \`action\` text not null, \`before\` json null, \`after\` json null, \`user_id\` integer null, \`user_name\` text null, \`numer_pracownika\` integer null, \`created_at\` datetime not null);`);
    this.addSql(`create index \`history_entries_action_index\` on \`history_entries\` (\`action\`);`);
    this.addSql(`create index \`history_entries_user_id_index\` on \`history_entries\` (\`user_id\`);`);
    this.addSql(`create index \`history_entries_entity_type_entity_id_index\` on \`history_entries\` (\`entity_type\`, \`entity_id\`);`);
    this.addSql(`create index \`history_entries_reference_created_at_index\` on \`history_entries\` (\`reference\`, \`created_at\`);`);
    this.addSql(`create index \`history_entries_created_at_id_index\` on \`history_entries\` (\`created_at\`, \`id\`);`);
  }

}
