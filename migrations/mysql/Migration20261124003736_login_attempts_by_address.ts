import { Migration } from '@mikro-orm/migrations';

export class Migration20261124003736_login_attempts_by_address extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`login_attempts\` add index \`login_attempts_ip_created_at_index\`(\`ip\`, \`created_at\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`login_attempts\` drop index \`login_attempts_ip_created_at_index\`;`);
  }

}
