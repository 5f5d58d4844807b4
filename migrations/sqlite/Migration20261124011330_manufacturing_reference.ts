import { Migration } from '@mikro-orm/migrations';

export class Migration20261124011330_manufacturing_reference extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`schemas\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`type\` text not null, \`code\` text not null, \`name\` text not null, \`thickness_min\` double not null, \`thickness_max\` double not null, \`pane_width\` double not null, \`pane_height\` double not null, \`reference_corner\` text not null, \`holes\` text not null, \`cutouts\` text not null, \`archived_at\` datetime null, \`created_by\` integer null, \`search_code\` text not null default '', \`search_name\` text not null default '');`);
    this.addSql(`create unique index \`schemas_code_unique\` on \`schemas\` (\`code\`);`);
    this.addSql(`create index \`schemas_search_code_index\` on \`schemas\` (\`search_code\`);`);
    this.addSql(`create index \`schemas_updated_at_index\` on \`schemas\` (\`updated_at\`);`);
    this.addSql(`create index \`schemas_name_index\` on \`schemas\` (\`name\`);`);
    this.addSql(`create index \`schemas_search_name_index\` on \`schemas\` (\`search_name\`);`);
    this.addSql(`create index \`schemas_type_archived_at_index\` on \`schemas\` (\`type\`, \`archived_at\`);`);

    this.addSql(`create table \`manufacturing_data\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`index\` text not null, \`name\` text not null, \`type\` text not null, \`glass_kind\` text not null, \`thickness_mm\` double not null, \`width_mm\` integer null, \`height_mm\` integer null, \`weight_kg\` double null, \`weight_overridden\` integer not null default false, \`default_schema_id\` integer null, \`labels_per_piece\` integer not null default 1, \`active\` integer not null default true, \`search_index\` text not null default '', \`search_name\` text not null default '');`);
    this.addSql(`create unique index \`manufacturing_data_index_unique\` on \`manufacturing_data\` (\`index\`);`);
    this.addSql(`create index \`manufacturing_data_default_schema_id_index\` on \`manufacturing_data\` (\`default_schema_id\`);`);
    this.addSql(`create index \`manufacturing_data_search_index_index\` on \`manufacturing_data\` (\`search_index\`);`);
    this.addSql(`create index \`manufacturing_data_updated_at_index\` on \`manufacturing_data\` (\`updated_at\`);`);
    this.addSql(`create index \`manufacturing_data_active_index\` on \`manufacturing_data\` (\`active\`);`);
    this.addSql(`create index \`manufacturing_data_thickness_mm_index\` on \`manufacturing_data\` (\`thickness_mm\`);`);
    this.addSql(`create index \`manufacturing_data_type_index\` on \`manufacturing_data\` (\`type\`);`);
    this.addSql(`create index \`manufacturing_data_name_index\` on \`manufacturing_data\` (\`name\`);`);
    this.addSql(`create index \`manufacturing_data_search_name_index\` on \`manufacturing_data\` (\`search_name\`);`);
  }

}
