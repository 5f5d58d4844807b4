import { Migration } from '@mikro-orm/migrations';

export class Migration20261124033241_standard_manufacturing extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`standard_manufacturing_entries\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`numer_pracownika\` int not null, \`manufacturing_data_id\` int not null, \`index\` varchar(64) not null, \`name\` varchar(255) not null, \`quantity\` int not null, \`status\` varchar(16) not null default 'DRAFT', \`change_id\` int null, \`error_message\` varchar(1000) null, \`checked_at\` datetime(3) null, \`persisted_at\` datetime(3) null, \`operation_id\` varchar(64) null, \`created_by_id\` int null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`standard_manufacturing_entries\` add index \`standard_manufacturing_entries_manufacturing_data_id_index\`(\`manufacturing_data_id\`);`);
    this.addSql(`alter table \`standard_manufacturing_entries\` add index \`standard_manufacturing_entries_index_index\`(\`index\`);`);
    this.addSql(`alter table \`standard_manufacturing_entries\` add index \`standard_manufacturing_entries_change_id_index\`(\`change_id\`);`);
    this.addSql(`alter table \`standard_manufacturing_entries\` add index \`standard_manufacturing_entries_created_at_index\`(\`created_at\`);`);
    this.addSql(`alter table \`standard_manufacturing_entries\` add index \`standard_manufacturing_entries_status_created_at_index\`(\`status\`, \`created_at\`);`);
    this.addSql(`alter table \`standard_manufacturing_entries\` add index \`standard_manufacturing_entries_numer_pracownika_created_at_index\`(\`numer_pracownika\`, \`created_at\`);`);

    this.addSql(`create table \`standard_manufacturing_error_logs\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`numer_pracownika\` int not null, \`entry_id\` int not null, \`index\` varchar(64) not null, \`kind\` varchar(16) not null, \`message\` varchar(1000) not null, \`reasons\` longtext null, \`change_id\` int null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`standard_manufacturing_error_logs\` add index \`standard_manufacturing_error_logs_entry_id_index\`(\`entry_id\`);`);
    this.addSql(`alter table \`standard_manufacturing_error_logs\` add index \`standard_manufacturing_error_logs_created_at_index\`(\`created_at\`);`);
    this.addSql(`alter table \`standard_manufacturing_error_logs\` add index \`standard_manufacturing_error_logs_numer_pracownika__7fc79_index\`(\`numer_pracownika\`, \`created_at\`);`);

    this.addSql(`create table \`standard_manufacturing_pieces\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`entry_id\` int not null, \`seq\` int not null, \`code\` varchar(32) not null, \`printed_at\` datetime(3) null, \`print_count\` int not null default 0, \`print_job_id\` int null, \`voided_at\` datetime(3) null, \`voided_by\` int null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`standard_manufacturing_pieces\` add unique \`standard_manufacturing_pieces_code_unique\`(\`code\`);`);
    this.addSql(`alter table \`standard_manufacturing_pieces\` add index \`standard_manufacturing_pieces_entry_id_seq_index\`(\`entry_id\`, \`seq\`);`);

  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`standard_manufacturing_entries\`;`);

    this.addSql(`drop table if exists \`standard_manufacturing_error_logs\`;`);

    this.addSql(`drop table if exists \`standard_manufacturing_pieces\`;`);

  }

}
