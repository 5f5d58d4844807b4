import { Migration } from '@mikro-orm/migrations';

export class Migration20261121204104_api_key_scope extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`api_keys\` add \`scope\` varchar(20) not null default 'shop';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`api_keys\` drop column \`scope\`;`);
  }

}
