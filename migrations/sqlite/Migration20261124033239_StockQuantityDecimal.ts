import { Migration } from '@mikro-orm/migrations';

export class Migration20261124033239_StockQuantityDecimal extends Migration {

  override async up(): Promise<void> {
    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`create table \`stock_items__temp_alter\` (\`id\` integer not null primary key autoincrement, \`catalogue_index\` text not null, \`name\` text not null, \`ean\` text not null, \`location\` text not null, \`quantity\` numeric(12,3) not null, \`unit\` text not null, \`availability_check\` integer not null default false, \`updated_at\` datetime not null, \`pending_change_id\` integer null, \`search_index\` text not null default '', \`search_name\` text not null default '', \`search_location\` text not null default '');`);
    this.addSql(`insert into \`stock_items__temp_alter\` select \`id\`, \`catalogue_index\`, \`name\`, \`ean\`, \`location\`, \`quantity\`, \`unit\`, \`availability_check\`, \`updated_at\`, \`pending_change_id\`, \`search_index\`, \`search_name\`, \`search_location\` from \`stock_items\`;`);
    this.addSql(`drop table \`stock_items\`;`);
    this.addSql(`alter table \`stock_items__temp_alter\` rename to \`stock_items\`;`);
    this.addSql(`create unique index \`stock_items_catalogue_index_unique\` on \`stock_items\` (\`catalogue_index\`);`);
    this.addSql(`create index \`stock_items_search_index_index\` on \`stock_items\` (\`search_index\`);`);
    this.addSql(`create index \`stock_items_updated_at_index\` on \`stock_items\` (\`updated_at\`);`);
    this.addSql(`create index \`stock_items_availability_check_index\` on \`stock_items\` (\`availability_check\`);`);
    this.addSql(`create index \`stock_items_unit_index\` on \`stock_items\` (\`unit\`);`);
    this.addSql(`create index \`stock_items_quantity_index\` on \`stock_items\` (\`quantity\`);`);
    this.addSql(`create index \`stock_items_ean_index\` on \`stock_items\` (\`ean\`);`);
    this.addSql(`create index \`stock_items_location_index\` on \`stock_items\` (\`location\`);`);
    this.addSql(`create index \`stock_items_name_index\` on \`stock_items\` (\`name\`);`);
    this.addSql(`create index \`stock_items_search_location_index\` on \`stock_items\` (\`search_location\`);`);
    this.addSql(`create index \`stock_items_search_cover_index\` on \`stock_items\` (\`search_name\`, \`search_location\`, \`search_index\`, \`ean\`, \`availability_check\`, \`quantity\`, \`unit\`, \`updated_at\`);`);
    this.addSql(`create index \`stock_items_search_name_index\` on \`stock_items\` (\`search_name\`);`);
    this.addSql(`pragma foreign_keys = on;`);
  }

}
