import { Migration } from '@mikro-orm/migrations';

export class Migration20261121204104_api_key_scope extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`api_keys\` add column \`scope\` text not null default 'shop';`);
  }

}
