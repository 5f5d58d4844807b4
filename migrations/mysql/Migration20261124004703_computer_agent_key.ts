import { Migration } from '@mikro-orm/migrations';

export class Migration20261124004703_computer_agent_key extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`computers\` add \`agent_key_id\` int null;`);
    this.addSql(`alter table \`computers\` add unique \`computers_agent_key_id_unique\`(\`agent_key_id\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`computers\` drop index \`computers_agent_key_id_unique\`;`);
    this.addSql(`alter table \`computers\` drop column \`agent_key_id\`;`);
  }

}
