import { Migration } from '@mikro-orm/migrations';

export class Migration20261121201240_stocks_changes extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`stock_changes\` (\`id\` int unsigned not null auto_increment primary key, \`type\` varchar(16) not null, \`reference\` varchar(64) not null, \`stock_item_id\` int not null, \`data\` longtext not null, \`status\` varchar(16) not null default 'PENDING', \`error_message\` varchar(1000) null, \`attempt\` int not null default 1, \`operation_id\` varchar(64) null, \`created_by_id\` int null, \`created_by_name\` varchar(201) null, \`numer_pracownika\` int null, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`applied_at\` datetime(3) null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`stock_changes\` add index \`stock_changes_status_created_at_index\`(\`status\`, \`created_at\`);`);
    this.addSql(`alter table \`stock_changes\` add index \`stock_changes_stock_item_id_status_index\`(\`stock_item_id\`, \`status\`);`);
    this.addSql(`alter table \`stock_changes\` add index \`stock_changes_reference_status_index\`(\`reference\`, \`status\`);`);

    this.addSql(`create table \`stock_items\` (\`id\` int unsigned not null auto_increment primary key, \`catalogue_index\` varchar(64) not null, \`name\` varchar(255) not null, \`ean\` varchar(14) not null, \`location\` varchar(32) not null, \`quantity\` int not null, \`unit\` varchar(16) not null, \`availability_check\` tinyint(1) not null default false, \`updated_at\` datetime(3) not null, \`pending_change_id\` int null, \`search_index\` varchar(64) not null default '', \`search_name\` varchar(255) not null default '', \`search_location\` varchar(32) not null default '') default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`stock_items\` add unique \`stock_items_catalogue_index_unique\`(\`catalogue_index\`);`);
    this.addSql(`alter table \`stock_items\` add index \`stock_items_search_index_index\`(\`search_index\`);`);
    this.addSql(`alter table \`stock_items\` add index \`stock_items_updated_at_index\`(\`updated_at\`);`);
    this.addSql(`alter table \`stock_items\` add index \`stock_items_availability_check_index\`(\`availability_check\`);`);
    this.addSql(`alter table \`stock_items\` add index \`stock_items_unit_index\`(\`unit\`);`);
    this.addSql(`alter table \`stock_items\` add index \`stock_items_quantity_index\`(\`quantity\`);`);
    this.addSql(`alter table \`stock_items\` add index \`stock_items_ean_index\`(\`ean\`);`);
    this.addSql(`alter table \`stock_items\` add index \`stock_items_location_index\`(\`location\`);`);
    this.addSql(`alter table \`stock_items\` add index \`stock_items_name_index\`(\`name\`);`);
    this.addSql(`alter table \`stock_items\` add index \`stock_items_search_location_index\`(\`search_location\`);`);
    this.addSql(`alter table \`stock_items\` add index \`stock_items_search_name_index\`(\`search_name\`);`);

  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`stock_changes\`;`);

    this.addSql(`drop table if exists \`stock_items\`;`);

  }

}
