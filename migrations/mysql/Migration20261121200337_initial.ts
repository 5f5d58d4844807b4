import { Migration } from '@mikro-orm/migrations';

export class Migration20261121200337_initial extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`login_attempts\` (\`id\` int unsigned not null auto_increment primary key, \`username\` varchar(254) not null, \`ip\` varchar(64) not null, \`created_at\` datetime(3) not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`login_attempts\` add index \`login_attempts_username_ip_created_at_index\`(\`username\`, \`ip\`, \`created_at\`);`);

    this.addSql(`create table \`users\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`email\` varchar(254) not null, \`password_hash\` varchar(100) not null, \`first_name\` varchar(100) not null, \`last_name\` varchar(100) not null, \`role\` tinyint not null, \`numer_pracownika\` int not null, \`numer_zewnetrzny\` varchar(64) null, \`active\` tinyint(1) not null default true, \`token_version\` int not null default 0, \`deleted_at\` datetime(3) null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`users\` add unique \`users_email_unique\`(\`email\`);`);
    this.addSql(`alter table \`users\` add unique \`users_numer_pracownika_unique\`(\`numer_pracownika\`);`);
    this.addSql(`alter table \`users\` add unique \`users_numer_zewnetrzny_unique\`(\`numer_zewnetrzny\`);`);
    this.addSql(`alter table \`users\` add index \`users_deleted_at_index\`(\`deleted_at\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`login_attempts\`;`);

    this.addSql(`drop table if exists \`users\`;`);
  }

}
