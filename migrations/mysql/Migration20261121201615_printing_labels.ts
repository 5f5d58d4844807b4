import { Migration } from '@mikro-orm/migrations';

export class Migration20261121201615_printing_labels extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`computers\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`name\` varchar(100) not null, \`hostname\` varchar(255) not null, \`agent_seen_at\` datetime(3) null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`computers\` add unique \`computers_hostname_unique\`(\`hostname\`);`);

    this.addSql(`create table \`printers\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`name\` varchar(120) not null, \`computer_id\` int not null, \`driver\` varchar(10) not null, \`host\` varchar(255) null, \`port\` int null, \`queue\` varchar(255) null, \`folder\` varchar(255) null, \`language\` varchar(10) not null, \`enabled\` tinyint(1) not null default true, \`deleted_at\` datetime(3) null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`printers\` add index \`printers_computer_id_index\`(\`computer_id\`);`);

    this.addSql(`create table \`print_jobs\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`printer_id\` int not null, \`printer_name\` varchar(120) not null, \`status\` varchar(20) not null default 'QUEUED', \`source\` varchar(20) not null, \`reference\` varchar(128) null, \`format\` varchar(10) not null, \`copies\` int not null, \`content\` longblob not null, \`attempts\` int not null default 0, \`error\` varchar(1000) null, \`operation_id\` varchar(64) null, \`requested_by_id\` int null, \`requested_by_name\` varchar(201) null, \`sent_at\` datetime(3) null, \`finished_at\` datetime(3) null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`print_jobs\` add index \`print_jobs_printer_id_id_index\`(\`printer_id\`, \`id\`);`);
    this.addSql(`alter table \`print_jobs\` add index \`print_jobs_status_id_index\`(\`status\`, \`id\`);`);

    this.addSql(`create table \`quick_print_labels\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`name\` varchar(120) not null, \`lines\` longtext not null, \`ean\` varchar(13) null, \`code\` varchar(48) null, \`size\` varchar(10) not null default 'small') default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`quick_print_labels\` add index \`quick_print_labels_name_index\`(\`name\`);`);
    this.addSql(`alter table \`quick_print_labels\` add index \`quick_print_labels_ean_index\`(\`ean\`);`);
    this.addSql(`alter table \`quick_print_labels\` add index \`quick_print_labels_code_index\`(\`code\`);`);

  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`computers\`;`);

    this.addSql(`drop table if exists \`printers\`;`);

    this.addSql(`drop table if exists \`print_jobs\`;`);

    this.addSql(`drop table if exists \`quick_print_labels\`;`);

  }

}
