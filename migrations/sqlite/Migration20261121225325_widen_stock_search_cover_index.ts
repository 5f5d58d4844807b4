import { Migration } from '@mikro-orm/migrations';

export class Migration20261121225325_widen_stock_search_cover_index extends Migration {

  override async up(): Promise<void> {
    this.addSql(`drop index \`stock_items_search_cover_index\`;`);

    this.addSql(`create index \`stock_items_search_cover_index\` on \`stock_items\` (\`search_name\`, \`search_location\`, \`search_index\`, \`ean\`, \`availability_check\`, \`quantity\`, \`unit\`, \`updated_at\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index \`stock_items_search_cover_index\`;`);

    this.addSql(`create index \`stock_items_search_cover_index\` on \`stock_items\` (\`search_name\`, \`search_location\`, \`search_index\`, \`ean\`, \`availability_check\`);`);
  }

}
