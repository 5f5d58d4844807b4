import { Migration } from '@mikro-orm/migrations';

export class Migration20261124003736_login_attempts_by_address extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index \`login_attempts_ip_created_at_index\` on \`login_attempts\` (\`ip\`, \`created_at\`);`);
  }

}
