import { Migration } from '@mikro-orm/migrations';

export class Migration20261121211732_stock_search_cover extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index \`stock_items_search_cover_index\` on \`stock_items\` (\`search_name\`, \`search_location\`, \`search_index\`, \`ean\`, \`availability_check\`);`);
  }

}
