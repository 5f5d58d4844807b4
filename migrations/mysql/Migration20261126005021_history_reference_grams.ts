import { Migration } from '@mikro-orm/migrations';

/**
 * ADR 0980: Historia at millions of entries. Each filter gets an index ending in created_at (the
 * sort key); the reference filter (any part of a reference) reads the distinct references' three-
 * character pieces, kept by a trigger in the transaction that writes the entry, and filled here for
 * the entries that exist. The pieces use the table's collation, as the LIKE they stand in for does.
 * (MySQL with binary logging needs log_bin_trust_function_creators=1 or SUPER for CREATE TRIGGER.)
 */
export class Migration20261126005021_history_reference_grams extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`history_gram_positions\` (\`n\` int unsigned not null, primary key (\`n\`)) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`insert into \`history_gram_positions\` (\`n\`) values ${Array.from({ length: 126 }, (_, i) => `(${i + 1})`).join(', ')};`);

    this.addSql(`create table \`history_references\` (\`id\` int unsigned not null auto_increment primary key, \`reference\` varchar(128) not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`history_references\` add unique \`history_references_reference_unique\`(\`reference\`);`);

    this.addSql(`create table \`history_reference_grams\` (\`gram\` varchar(3) not null, \`reference_id\` int unsigned not null, primary key (\`gram\`, \`reference_id\`)) default character set utf8mb4 engine = InnoDB;`);

    this.addSql(
      `alter table \`history_entries\` drop index \`history_entries_action_index\`, drop index \`history_entries_user_id_index\`,
         add index \`history_entries_user_name_created_at_index\`(\`user_name\`, \`created_at\`),
         add index \`history_entries_numer_pracownika_created_at_index\`(\`numer_pracownika\`, \`created_at\`),
         add index \`history_entries_user_id_created_at_index\`(\`user_id\`, \`created_at\`),
         add index \`history_entries_action_created_at_index\`(\`action\`, \`created_at\`),
         add index \`history_entries_entity_type_created_at_index\`(\`entity_type\`, \`created_at\`);`,
    );

    this.addSql(`insert ignore into \`history_references\` (\`reference\`) select distinct \`reference\` from \`history_entries\` where \`reference\` is not null and \`reference\` <> '';`);
    this.addSql(
      `insert ignore into \`history_reference_grams\` (\`gram\`, \`reference_id\`)
         select lower(substring(r.\`reference\`, p.\`n\`, 3)), r.\`id\` from \`history_references\` r join \`history_gram_positions\` p on p.\`n\` <= char_length(r.\`reference\`) - 2;`,
    );
    // INSERT IGNORE: two transactions writing the same new reference at once both go through.
    this.addSql(
      `create trigger \`history_entries_reference_grams\` after insert on \`history_entries\` for each row
       begin
         if new.\`reference\` is not null and new.\`reference\` <> '' then
           insert ignore into \`history_references\` (\`reference\`) values (new.\`reference\`);
           insert ignore into \`history_reference_grams\` (\`gram\`, \`reference_id\`)
             select lower(substring(new.\`reference\`, p.\`n\`, 3)), r.\`id\` from \`history_references\` r join \`history_gram_positions\` p on p.\`n\` <= char_length(new.\`reference\`) - 2
             where r.\`reference\` = new.\`reference\`;
         end if;
       end`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists \`history_entries_reference_grams\`;`);
    this.addSql(`drop table if exists \`history_reference_grams\`;`);
    this.addSql(`drop table if exists \`history_references\`;`);
    this.addSql(`drop table if exists \`history_gram_positions\`;`);
    this.addSql(
      `alter table \`history_entries\` drop index \`history_entries_user_name_created_at_index\`, drop index \`history_entries_numer_pracownika_created_at_index\`,
         drop index \`history_entries_user_id_created_at_index\`, drop index \`history_entries_action_created_at_index\`,
         drop index \`history_entries_entity_type_created_at_index\`,
         add index \`history_entries_action_index\`(\`action\`), add index \`history_entries_user_id_index\`(\`user_id\`);`,
    );
  }

}
