import { Migration } from '@mikro-orm/migrations';

export class Migration20261121200533_history extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`history_entries\` (\`id\` bigint unsigned not null auto_increment primary key, \`entity_type\` varchar(40) not null, \`entity_id\` varchar(64) not null, \`reference\` varchar(128) null, \`action\` varchar(40) not null, \`before\` json null, \`after\` json null, \`user_id\` int null, \`user_name\` varchar(201) null, \`numer_pracownika\` int null, \`created_at\` datetime(3) not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`history_entries\` add index \`history_entries_action_index\`(\`action\`);`);
    this.addSql(`alter table \`history_entries\` add index \`history_entries_user_id_index\`(\`user_id\`);`);
    this.addSql(`alter table \`history_entries\` add index \`history_entries_entity_type_entity_id_index\`(\`entity_type\`, \`entity_id\`);`);
    this.addSql(`alter table \`history_entries\` add index \`history_entries_reference_created_at_index\`(\`reference\`, \`created_at\`);`);
    this.addSql(`alter table \`history_entries\` add index \`history_entries_created_at_id_index\`(\`created_at\`, \`id\`);`);

    this.addSql(`alter table \`users\` modify \`numer_zewnetrzny\` varchar(64);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`history_entries\`;`);

    this.addSql(`alter table \`users\` modify \`numer_zewnetrzny\` varchar(64) default 'NULL';`);
  }

}
