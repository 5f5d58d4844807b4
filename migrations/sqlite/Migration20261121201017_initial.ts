import { Migration } from '@mikro-orm/migrations';

export class Migration20261121201017_initial extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`api_keys\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`name\` text not null, \`prefix\` text not null, \`key_hash\` text not null, \`created_by_id\` integer null, \`revoked_at\` datetime null, \`last_used_at\` datetime null);`);
    this.addSql(`create unique index \`api_keys_key_hash_unique\` on \`api_keys\` (\`key_hash\`);`);

    this.addSql(`create table \`documents\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`number\` text not null, \`external_id\` text null, \`customer\` text not null, \`shipping_method\` text not null, \`wants_invoice\` integer not null, \`payments_cod\` integer not null, \`is_pickup\` integer not null, \`pickup_place\` text null, \`is_locked\` integer not null default false, \`locked_by_id\` integer null, \`locked_by_name\` text null, \`locked_at\` datetime null, \`error\` integer not null default false, \`status\` text check (\`status\` in ('NEW', 'LOCKED', 'SHIPPED', 'MISSING_PARTS', 'DELETED')) not null default 'NEW', \`missing_parts\` text null, \`missing_parts_note\` text null, \`closed_at\` datetime null, \`created_by_id\` integer null, \`created_by_name\` text null, \`file_size\` integer not null);`);
    this.addSql(`create index \`documents_number_index\` on \`documents\` (\`number\`);`);
    this.addSql(`create index \`documents_status_created_at_index\` on \`documents\` (\`status\`, \`created_at\`);`);

    this.addSql(`create table \`document_files\` (\`id\` integer not null primary key autoincrement, \`document_id\` integer not null, \`file_name\` text not null, \`sha256\` text not null, \`content\` longblob not null, \`created_at\` datetime not null);`);
    this.addSql(`create unique index \`document_files_document_id_unique\` on \`document_files\` (\`document_id\`);`);

    this.addSql(`create table \`history_entries\` (\`id\` integer not null primary key autoincrement, \`entity_type\` text not null, \`entity_id\` text not null, \`reference\` text null, \`action\` text not null, \`before\` text null, \`after\` text null, \`user_id\` integer null, \`user_name\` text null, \`numer_pracownika\` integer null, \`created_at\` datetime not null);`);
    this.addSql(`create index \`history_entries_action_index\` on \`history_entries\` (\`action\`);`);
    this.addSql(`create index \`history_entries_user_id_index\` on \`history_entries\` (\`user_id\`);`);
    this.addSql(`create index \`history_entries_entity_type_entity_id_index\` on \`history_entries\` (\`entity_type\`, \`entity_id\`);`);
    this.addSql(`create index \`history_entries_reference_created_at_index\` on \`history_entries\` (\`reference\`, \`created_at\`);`);
    this.addSql(`create index \`history_entries_created_at_id_index\` on \`history_entries\` (\`created_at\`, \`id\`);`);

    this.addSql(`create table \`idempotency_keys\` (\`id\` integer not null primary key autoincrement, \`scoped_key\` text not null, \`request_hash\` text not null, \`state\` text not null default 'IN_PROGRESS', \`response_status\` integer null, \`response_body\` text null, \`created_at\` datetime not null);`);
    this.addSql(`create unique index \`idempotency_keys_scoped_key_unique\` on \`idempotency_keys\` (\`scoped_key\`);`);

    this.addSql(`create table \`jobs\` (\`id\` integer not null primary key autoincrement, \`queue\` text not null, \`payload\` text not null, \`status\` text not null default 'QUEUED', \`attempts\` integer not null default 0, \`max_attempts\` integer not null default 5, \`run_at\` datetime not null, \`locked_by\` text null, \`locked_until\` datetime null, \`last_error\` text null, \`created_at\` datetime not null, \`finished_at\` datetime null);`);
    this.addSql(`create index \`jobs_status_queue_run_at_index\` on \`jobs\` (\`status\`, \`queue\`, \`run_at\`);`);

    this.addSql(`create table \`login_attempts\` (\`id\` integer not null primary key autoincrement, \`username\` text not null, \`ip\` text not null, \`created_at\` datetime not null);`);
    this.addSql(`create index \`login_attempts_username_ip_created_at_index\` on \`login_attempts\` (\`username\`, \`ip\`, \`created_at\`);`);

    this.addSql(`create table \`password_reset_tokens\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`token_hash\` text not null, \`expires_at\` datetime not null, \`used_at\` datetime null, \`created_at\` datetime not null);`);
    this.addSql(`create unique index \`password_reset_tokens_token_hash_unique\` on \`password_reset_tokens\` (\`token_hash\`);`);
    this.addSql(`create index \`password_reset_tokens_user_id_created_at_index\` on \`password_reset_tokens\` (\`user_id\`, \`created_at\`);`);

    this.addSql(`create table \`users\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`email\` text not null, \`password_hash\` text not null, \`first_name\` text not null, \`last_name\` text not null, \`role\` integer not null, \`numer_pracownika\` integer not null, \`numer_zewnetrzny\` text null, \`active\` integer not null default true, \`token_version\` integer not null default 0, \`deleted_at\` datetime null);`);
    this.addSql(`create unique index \`users_email_unique\` on \`users\` (\`email\`);`);
    this.addSql(`create unique index \`users_numer_pracownika_unique\` on \`users\` (\`numer_pracownika\`);`);
    this.addSql(`create unique index \`users_numer_zewnetrzny_unique\` on \`users\` (\`numer_zewnetrzny\`);`);
    this.addSql(`create index \`users_deleted_at_index\` on \`users\` (\`deleted_at\`);`);
  }

}
