import { Migration } from '@mikro-orm/migrations';

export class Migration20261121230845_history_type_action_index extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`history_entries\` add index \`history_entries_entity_type_action_created_at_index\`(\`entity_type\`, \`action\`, \`created_at\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`history_entries\` drop index \`history_entries_entity_type_action_created_at_index\`;`);
  }

}
