import { Migration } from '@mikro-orm/migrations';

export class Migration20261124004703_computer_agent_key extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`computers\` add column \`agent_key_id\` integer null;`);
    this.addSql(`create unique index \`computers_agent_key_id_unique\` on \`computers\` (\`agent_key_id\`);`);
  }

}
