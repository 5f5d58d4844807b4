import { Migration } from '@mikro-orm/migrations';

export class Migration20261124011330_manufacturing_reference extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`schemas\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`type\` varchar(32) not null, \`code\` varchar(40) not null, \`name\` varchar(120) not null, \`thickness_min\` double not null, \`thickness_max\` double not null, \`pane_width\` double not null, \`pane_height\` double not null, \`reference_corner\` varchar(16) not null, \`holes\` longtext not null, \`cutouts\` longtext not null, \`archived_at\` datetime(3) null, \`created_by\` int null, \`search_code\` varchar(40) not null default '', \`search_name\` varchar(120) not null default '') default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`schemas\` add unique \`schemas_code_unique\`(\`code\`);`);
    this.addSql(`alter table \`schemas\` add index \`schemas_search_code_index\`(\`search_code\`);`);
    this.addSql(`alter table \`schemas\` add index \`schemas_updated_at_index\`(\`updated_at\`);`);
    this.addSql(`alter table \`schemas\` add index \`schemas_name_index\`(\`name\`);`);
    this.addSql(`alter table \`schemas\` add index \`schemas_search_name_index\`(\`search_name\`);`);
    this.addSql(`alter table \`schemas\` add index \`schemas_type_archived_at_index\`(\`type\`, \`archived_at\`);`);

    this.addSql(`create table \`manufacturing_data\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`index\` varchar(64) not null, \`name\` varchar(255) not null, \`type\` varchar(32) not null, \`glass_kind\` varchar(32) not null, \`thickness_mm\` double not null, \`width_mm\` int null, \`height_mm\` int null, \`weight_kg\` double null, \`weight_overridden\` tinyint(1) not null default false, \`default_schema_id\` int null, \`labels_per_piece\` int not null default 1, \`active\` tinyint(1) not null default true, \`search_index\` varchar(64) not null default '', \`search_name\` varchar(255) not null default '') default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`manufacturing_data\` add unique \`manufacturing_data_index_unique\`(\`index\`);`);
    this.addSql(`alter table \`manufacturing_data\` add index \`manufacturing_data_default_schema_id_index\`(\`default_schema_id\`);`);
    this.addSql(`alter table \`manufacturing_data\` add index \`manufacturing_data_search_index_index\`(\`search_index\`);`);
    this.addSql(`alter table \`manufacturing_data\` add index \`manufacturing_data_updated_at_index\`(\`updated_at\`);`);
    this.addSql(`alter table \`manufacturing_data\` add index \`manufacturing_data_active_index\`(\`active\`);`);
    this.addSql(`alter table \`manufacturing_data\` add index \`manufacturing_data_thickness_mm_index\`(\`thickness_mm\`);`);
    this.addSql(`alter table \`manufacturing_data\` add index \`manufacturing_data_type_index\`(\`type\`);`);
    this.addSql(`alter table \`manufacturing_data\` add index \`manufacturing_data_name_index\`(\`name\`);`);
    this.addSql(`alter table \`manufacturing_data\` add index \`manufacturing_data_search_name_index\`(\`search_name\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`schemas\`;`);

    this.addSql(`drop table if exists \`manufacturing_data\`;`);

  }

}
