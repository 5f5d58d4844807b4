import { Migration } from '@mikro-orm/migrations';

export class Migration20261121201017_initial extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`api_keys\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`name\` varchar(100) not null, \`prefix\` varchar(24) not null, \`key_hash\` varchar(64) not null, \`created_by_id\` int null, \`revoked_at\` datetime(3) null, \`last_used_at\` datetime(3) null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`api_keys\` add unique \`api_keys_key_hash_unique\`(\`key_hash\`);`);

    this.addSql(`create table \`documents\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`number\` varchar(64) not null, \`external_id\` varchar(128) null, \`customer\` varchar(255) not null, \`shipping_method\` varchar(128) not null, \`wants_invoice\` tinyint(1) not null, \`payments_cod\` tinyint(1) not null, \`is_pickup\` tinyint(1) not null, \`pickup_place\` varchar(255) null, \`is_locked\` tinyint(1) not null default false, \`locked_by_id\` int null, \`locked_by_name\` varchar(201) null, \`locked_at\` datetime(3) null, \`error\` tinyint(1) not null default false, \`status\` enum('NEW', 'LOCKED', 'SHIPPED', 'MISSING_PARTS', 'DELETED') not null default 'NEW', \`missing_parts\` longtext null, \`missing_parts_note\` varchar(2000) null, \`closed_at\` datetime(3) null, \`created_by_id\` int null, \`created_by_name\` varchar(201) null, \`file_size\` int not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`documents\` add index \`documents_number_index\`(\`number\`);`);
    this.addSql(`alter table \`documents\` add index \`documents_status_created_at_index\`(\`status\`, \`created_at\`);`);

    this.addSql(`create table \`document_files\` (\`id\` int unsigned not null auto_increment primary key, \`document_id\` int not null, \`file_name\` varchar(255) not null, \`sha256\` varchar(64) not null, \`content\` longblob not null, \`created_at\` datetime(3) not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`document_files\` add unique \`document_files_document_id_unique\`(\`document_id\`);`);

    this.addSql(`create table \`history_entries\` (\`id\` int unsigned not null auto_increment primary key, \`entity_type\` varchar(40) not null, \`entity_id\` varchar(64) not null, \`reference\` varchar(128) null, \`action\` varchar(40) not null, \`before\` longtext null, \`after\` longtext null, \`user_id\` int null, \`user_name\` varchar(201) null, \`numer_pracownika\` int null, \`created_at\` datetime(3) not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`history_entries\` add index \`history_entries_action_index\`(\`action\`);`);
    this.addSql(`alter table \`history_entries\` add index \`history_entries_user_id_index\`(\`user_id\`);`);
    this.addSql(`alter table \`history_entries\` add index \`history_entries_entity_type_entity_id_index\`(\`entity_type\`, \`entity_id\`);`);
    this.addSql(`alter table \`history_entries\` add index \`history_entries_reference_created_at_index\`(\`reference\`, \`created_at\`);`);
    this.addSql(`alter table \`history_entries\` add index \`history_entries_created_at_id_index\`(\`created_at\`, \`id\`);`);

    this.addSql(`create table \`idempotency_keys\` (\`id\` int unsigned not null auto_increment primary key, \`scoped_key\` varchar(320) not null, \`request_hash\` varchar(64) not null, \`state\` varchar(16) not null default 'IN_PROGRESS', \`response_status\` int null, \`response_body\` longtext null, \`created_at\` datetime(3) not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`idempotency_keys\` add unique \`idempotency_keys_scoped_key_unique\`(\`scoped_key\`);`);

    this.addSql(`create table \`jobs\` (\`id\` int unsigned not null auto_increment primary key, \`queue\` varchar(40) not null, \`payload\` longtext not null, \`status\` varchar(16) not null default 'QUEUED', \`attempts\` int not null default 0, \`max_attempts\` int not null default 5, \`run_at\` datetime(3) not null, \`locked_by\` varchar(64) null, \`locked_until\` datetime(3) null, \`last_error\` varchar(1000) null, \`created_at\` datetime(3) not null, \`finished_at\` datetime(3) null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`jobs\` add index \`jobs_status_queue_run_at_index\`(\`status\`, \`queue\`, \`run_at\`);`);

    this.addSql(`create table \`login_attempts\` (\`id\` int unsigned not null auto_increment primary key, \`username\` varchar(254) not null, \`ip\` varchar(64) not null, \`created_at\` datetime(3) not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`login_attempts\` add index \`login_attempts_username_ip_created_at_index\`(\`username\`, \`ip\`, \`created_at\`);`);

    this.addSql(`create table \`password_reset_tokens\` (\`id\` int unsigned not null auto_increment primary key, \`user_id\` int not null, \`token_hash\` varchar(64) not null, \`expires_at\` datetime(3) not null, \`used_at\` datetime(3) null, \`created_at\` datetime(3) not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`password_reset_tokens\` add unique \`password_reset_tokens_token_hash_unique\`(\`token_hash\`);`);
    this.addSql(`alter table \`password_reset_tokens\` add index \`password_reset_tokens_user_id_created_at_index\`(\`user_id\`, \`created_at\`);`);

    this.addSql(`create table \`users\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`email\` varchar(254) not null, \`password_hash\` varchar(100) not null, \`first_name\` varchar(100) not null, \`last_name\` varchar(100) not null, \`role\` tinyint not null, \`numer_pracownika\` int not null, \`numer_zewnetrzny\` varchar(64) null, \`active\` tinyint(1) not null default true, \`token_version\` int not null default 0, \`deleted_at\` datetime(3) null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`users\` add unique \`users_email_unique\`(\`email\`);`);
    this.addSql(`alter table \`users\` add unique \`users_numer_pracownika_unique\`(\`numer_pracownika\`);`);
    this.addSql(`alter table \`users\` add unique \`users_numer_zewnetrzny_unique\`(\`numer_zewnetrzny\`);`);
    this.addSql(`alter table \`users\` add index \`users_deleted_at_index\`(\`deleted_at\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`api_keys\`;`);

    this.addSql(`drop table if exists \`documents\`;`);

    this.addSql(`drop table if exists \`document_files\`;`);

    this.addSql(`drop table if exists \`history_entries\`;`);

    this.addSql(`drop table if exists \`idempotency_keys\`;`);

    this.addSql(`drop table if exists \`jobs\`;`);

    this.addSql(`drop table if exists \`login_attempts\`;`);

    this.addSql(`drop table if exists \`password_reset_tokens\`;`);

    this.addSql(`drop table if exists \`users\`;`);
  }

}
