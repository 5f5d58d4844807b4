import { Migration } from '@mikro-orm/migrations';

export class Migration20261124033658_manufacturing_custom extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`manufacturing_batches\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`number\` varchar(24) null, \`status\` varchar(12) not null default 'CLOSED', \`closed_by\` int not null, \`closed_by_name\` varchar(201) not null, \`record_count\` int not null, \`pane_count\` int not null, \`total_weight_kg\` double not null, \`manifest\` longtext not null, \`reopen_log\` longtext not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`manufacturing_batches\` add unique \`manufacturing_batches_number_unique\`(\`number\`);`);

    this.addSql(`create table \`manufacturing_claims\` (\`id\` int unsigned not null auto_increment primary key, \`order_number\` varchar(64) not null, \`employee_number\` int not null, \`employee_name\` varchar(201) not null, \`claimed_at\` datetime(3) not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`manufacturing_claims\` add unique \`manufacturing_claims_order_number_unique\`(\`order_number\`);`);

    this.addSql(`create table \`manufacturing_labels\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`code\` varchar(40) not null, \`record_id\` int not null, \`pane_index\` int not null, \`pane_count\` int not null, \`print_job_id\` int null, \`printer_id\` int null, \`printed_by\` int not null, \`printed_by_name\` varchar(201) not null, \`reprint_of\` int null, \`reprint_count\` int not null default 0, \`voided_at\` datetime(3) null, \`voided_by\` int null, \`voided_by_name\` varchar(201) null, \`void_reason\` varchar(500) null, \`payload\` longtext not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`manufacturing_labels\` add unique \`manufacturing_labels_code_unique\`(\`code\`);`);
    this.addSql(`alter table \`manufacturing_labels\` add index \`manufacturing_labels_record_id_voided_at_index\`(\`record_id\`, \`voided_at\`);`);

    this.addSql(`create table \`manufacturing_logs\` (\`id\` int unsigned not null auto_increment primary key, \`record_id\` int not null, \`employee_number\` int not null, \`employee_name\` varchar(201) not null, \`action\` varchar(200) not null, \`note\` varchar(2000) null, \`diff\` longtext null, \`created_at\` datetime(3) not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`manufacturing_logs\` add index \`manufacturing_logs_record_id_id_index\`(\`record_id\`, \`id\`);`);

    this.addSql(`create table \`manufacturing_records\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`order_number\` varchar(64) not null, \`document_id\` int null, \`type\` varchar(24) not null, \`status\` varchar(12) not null default 'NEW', \`employee_number\` int not null, \`employee_name\` varchar(201) not null, \`schema_id\` int null, \`panes\` longtext not null, \`width_spec\` longtext null, \`weight_kg\` double null, \`computed_weight_kg\` double null, \`pallet_height_cm\` int null, \`notes\` varchar(2000) null, \`batch_id\` int null, \`batch_number\` varchar(24) null, \`version\` int not null default 1, \`updated_by_number\` int null, \`updated_by_name\` varchar(201) null, \`deleted_at\` datetime(3) null, \`deleted_by\` int null, \`deleted_by_name\` varchar(201) null, \`sheet_status\` varchar(12) null, \`sheet_message\` varchar(500) null, \`sheet_operation_id\` varchar(64) null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`manufacturing_records\` add index \`manufacturing_records_batch_id_index\`(\`batch_id\`);`);
    this.addSql(`alter table \`manufacturing_records\` add index \`manufacturing_records_employee_number_status_index\`(\`employee_number\`, \`status\`);`);
    this.addSql(`alter table \`manufacturing_records\` add index \`manufacturing_records_order_number_index\`(\`order_number\`);`);
    this.addSql(`alter table \`manufacturing_records\` add index \`manufacturing_records_status_created_at_index\`(\`status\`, \`created_at\`);`);

    this.addSql(`create table \`manufacturing_sheets\` (\`id\` int unsigned not null auto_increment primary key, \`record_id\` int not null, \`record_version\` int not null, \`content\` longblob not null, \`created_at\` datetime(3) not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`manufacturing_sheets\` add unique \`manufacturing_sheets_record_id_unique\`(\`record_id\`);`);

    this.addSql(`create table \`manufacturing_missing_glass\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`record_id\` int null, \`order_number\` varchar(64) not null, \`document_id\` int null, \`pane_index\` int null, \`description\` varchar(300) null, \`reason\` varchar(24) not null, \`note\` varchar(2000) null, \`source\` varchar(12) not null default 'STATION', \`status\` varchar(8) not null default 'OPEN', \`reported_by\` int not null, \`reported_by_name\` varchar(201) not null, \`closed_at\` datetime(3) null, \`closed_by\` int null, \`closed_by_name\` varchar(201) null, \`print_count\` int not null default 0, \`last_printed_at\` datetime(3) null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`manufacturing_missing_glass\` add index \`manufacturing_missing_glass_order_number_status_index\`(\`order_number\`, \`status\`);`);
    this.addSql(`alter table \`manufacturing_missing_glass\` add index \`manufacturing_missing_glass_status_created_at_index\`(\`status\`, \`created_at\`);`);

    this.addSql(`alter table \`api_keys\` modify \`scope\` varchar(20) not null default 'shop';`);

    this.addSql(`alter table \`stock_changes\` modify \`status\` varchar(16) not null default 'PENDING', modify \`error_message\` varchar(1000), modify \`operation_id\` varchar(64), modify \`created_by_name\` varchar(201);`);

    this.addSql(`alter table \`documents\` modify \`external_id\` varchar(128), modify \`pickup_place\` varchar(255), modify \`locked_by_name\` varchar(201), modify \`status\` varchar(20) not null default 'NEW', modify \`missing_parts_note\` varchar(2000), modify \`created_by_name\` varchar(201);`);

    this.addSql(`alter table \`schemas\` modify \`search_code\` varchar(40) not null default '', modify \`search_name\` varchar(120) not null default '';`);

    this.addSql(`alter table \`history_entries\` modify \`reference\` varchar(128), modify \`user_name\` varchar(201);`);

    this.addSql(`alter table \`idempotency_keys\` modify \`state\` varchar(16) not null default 'IN_PROGRESS';`);

    this.addSql(`alter table \`jobs\` modify \`status\` varchar(16) not null default 'QUEUED', modify \`locked_by\` varchar(64), modify \`last_error\` varchar(1000);`);

    this.addSql(`alter table \`manufacturing_data\` modify \`search_index\` varchar(64) not null default '', modify \`search_name\` varchar(255) not null default '';`);

    this.addSql(`alter table \`printers\` modify \`host\` varchar(255), modify \`queue\` varchar(255), modify \`folder\` varchar(255);`);

    this.addSql(`alter table \`print_jobs\` modify \`status\` varchar(20) not null default 'QUEUED', modify \`reference\` varchar(128), modify \`error\` varchar(1000), modify \`operation_id\` varchar(64), modify \`requested_by_name\` varchar(201);`);

    this.addSql(`alter table \`quick_print_labels\` modify \`ean\` varchar(13), modify \`code\` varchar(48), modify \`size\` varchar(10) not null default 'small';`);

    this.addSql(`alter table \`stock_items\` modify \`search_index\` varchar(64) not null default '', modify \`search_name\` varchar(255) not null default '', modify \`search_location\` varchar(32) not null default '';`);

    this.addSql(`alter table \`users\` modify \`numer_zewnetrzny\` varchar(64);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`manufacturing_batches\`;`);

    this.addSql(`drop table if exists \`manufacturing_claims\`;`);

    this.addSql(`drop table if exists \`manufacturing_labels\`;`);

    this.addSql(`drop table if exists \`manufacturing_logs\`;`);

    this.addSql(`drop table if exists \`manufacturing_records\`;`);

    this.addSql(`drop table if exists \`manufacturing_sheets\`;`);

    this.addSql(`drop table if exists \`manufacturing_missing_glass\`;`);

    this.addSql(`alter table \`stock_changes\` modify \`status\` varchar(16) not null default '\\'PENDING\\'', modify \`error_message\` varchar(1000) default 'NULL', modify \`operation_id\` varchar(64) default 'NULL', modify \`created_by_name\` varchar(201) default 'NULL';`);

    this.addSql(`alter table \`schemas\` modify \`search_code\` varchar(40) not null default '\\'\\'', modify \`search_name\` varchar(120) not null default '\\'\\'';`);

    this.addSql(`alter table \`manufacturing_data\` modify \`search_index\` varchar(64) not null default '\\'\\'', modify \`search_name\` varchar(255) not null default '\\'\\'';`);

    this.addSql(`alter table \`documents\` modify \`external_id\` varchar(128) default 'NULL', modify \`pickup_place\` varchar(255) default 'NULL', modify \`locked_by_name\` varchar(201) default 'NULL', modify \`status\` varchar(20) not null default '\\'NEW\\'', modify \`missing_parts_note\` varchar(2000) default 'NULL', modify \`created_by_name\` varchar(201) default 'NULL';`);

    this.addSql(`alter table \`quick_print_labels\` modify \`ean\` varchar(13) default 'NULL', modify \`code\` varchar(48) default 'NULL', modify \`size\` varchar(10) not null default '\\'small\\'';`);

    this.addSql(`alter table \`printers\` modify \`host\` varchar(255) default 'NULL', modify \`queue\` varchar(255) default 'NULL', modify \`folder\` varchar(255) default 'NULL';`);

    this.addSql(`alter table \`stock_items\` modify \`search_index\` varchar(64) not null default '\\'\\'', modify \`search_name\` varchar(255) not null default '\\'\\'', modify \`search_location\` varchar(32) not null default '\\'\\'';`);

    this.addSql(`alter table \`print_jobs\` modify \`status\` varchar(20) not null default '\\'QUEUED\\'', modify \`reference\` varchar(128) default 'NULL', modify \`error\` varchar(1000) default 'NULL', modify \`operation_id\` varchar(64) default 'NULL', modify \`requested_by_name\` varchar(201) default 'NULL';`);

    this.addSql(`alter table \`idempotency_keys\` modify \`state\` varchar(16) not null default '\\'IN_PROGRESS\\'';`);

    this.addSql(`alter table \`api_keys\` modify \`scope\` varchar(20) not null default '\\'shop\\'';`);

    this.addSql(`alter table \`history_entries\` modify \`reference\` varchar(128) default 'NULL', modify \`user_name\` varchar(201) default 'NULL';`);

    this.addSql(`alter table \`jobs\` modify \`status\` varchar(16) not null default '\\'QUEUED\\'', modify \`locked_by\` varchar(64) default 'NULL', modify \`last_error\` varchar(1000) default 'NULL';`);

    this.addSql(`alter table \`users\` modify \`numer_zewnetrzny\` varchar(64) default 'NULL';`);
  }

}
