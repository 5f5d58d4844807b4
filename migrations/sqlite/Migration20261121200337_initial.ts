import { Migration } from '@mikro-orm/migrations';

export class Migration20261121200337_initial extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`login_attempts\` (\`id\` integer not null primary key autoincrement, \`username\` text not null, \`ip\` text not null, \`created_at\` datetime not null);`);
    this.addSql(`create index \`login_attempts_username_ip_created_at_index\` on \`login_attempts\` (\`username\`, \`ip\`, \`created_at\`);`);

    this.addSql(`create table \`users\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`email\` text not null, \`password_hash\` text not null, \`first_name\` text not null, \`last_name\` text not null, \`role\` integer not null, \`numer_pracownika\` integer not null, \`numer_zewnetrzny\` text null, \`active\` integer not null default true, \`token_version\` integer not null default 0, \`deleted_at\` datetime null);`);
    this.addSql(`create unique index \`users_email_unique\` on \`users\` (\`email\`);`);
    this.addSql(`create unique index \`users_numer_pracownika_unique\` on \`users\` (\`numer_pracownika\`);`);
    this.addSql(`create unique index \`users_numer_zewnetrzny_unique\` on \`users\` (\`numer_zewnetrzny\`);`);
    this.addSql(`create index \`users_deleted_at_index\` on \`users\` (\`deleted_at\`);`);
  }

}
