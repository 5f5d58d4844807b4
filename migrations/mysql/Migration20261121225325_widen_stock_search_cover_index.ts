import { Migration } from '@mikro-orm/migrations';

export class Migration20261121225325_widen_stock_search_cover_index extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`stock_items\` drop index \`stock_items_search_cover_index\`, add index \`stock_items_search_cover_index\`(\`search_name\`, \`search_location\`, \`search_index\`, \`ean\`, \`availability_check\`, \`quantity\`, \`unit\`, \`updated_at\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`stock_items\` drop index \`stock_items_search_cover_index\`, add index \`stock_items_search_cover_index\`(\`search_name\`, \`search_location\`, \`search_index\`, \`ean\`, \`availability_check\`);`);
  }

}
