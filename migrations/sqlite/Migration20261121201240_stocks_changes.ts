import { Migration } from '@mikro-orm/migrations';

export class Migration20261121201240_stocks_changes extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`stock_changes\` (\`id\` integer not null primary key autoincrement, \`type\` text not null, \`reference\` text not null, \`stock_item_id\` integer not null, \`data\` text not null, \`status\` text not null default 'PENDING', \`error_message\` text null, \`attempt\` integer not null default 1, \`operation_id\` text null, \`created_by_id\` integer null, \`created_by_name\` text null, \`numer_pracownika\` integer null, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`applied_at\` datetime null);`);
    this.addSql(`create index \`stock_changes_status_created_at_index\` on \`stock_changes\` (\`status\`, \`created_at\`);`);
    this.addSql(`create index \`stock_changes_stock_item_id_status_index\` on \`stock_changes\` (\`stock_item_id\`, \`status\`);`);
    this.addSql(`create index \`stock_changes_reference_status_index\` on \`stock_changes\` (\`reference\`, \`status\`);`);

    this.addSql(`create table \`stock_items\` (\`id\` integer not null primary key autoincrement, \`catalogue_index\` text not null, \`name\` text not null, \`ean\` text not null, \`location\` text not null, \`quantity\` integer not null, \`unit\` text not null, \`availability_check\` integer not null default false, \`updated_at\` datetime not null, \`pending_change_id\` integer null, \`search_index\` text not null default '', \`search_name\` text not null default '', \`search_location\` text not null default '');`);
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
    this.addSql(`create index \`stock_items_search_name_index\` on \`stock_items\` (\`search_name\`);`);

  }

}
