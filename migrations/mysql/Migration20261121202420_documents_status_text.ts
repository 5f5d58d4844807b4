import { Migration } from '@mikro-orm/migrations';

export class Migration20261121202420_documents_status_text extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`documents\` modify \`status\` varchar(20) not null default 'NEW';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`documents\` modify \`status\` enum('NEW', 'LOCKED', 'SHIPPED', 'MISSING_PARTS', 'DELETED') not null default 'NEW';`);
  }

}
