import { Migration } from '@mikro-orm/migrations';

export class Migration20261121211732_stock_search_cover extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`stock_items\` add index \`stock_items_search_cover_index\`(\`search_name\`, \`search_location\`, \`search_index\`, \`ean\`, \`availability_check\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`stock_items\` drop index \`stock_items_search_cover_index\`;`);
  }

}
