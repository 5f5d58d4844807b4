import { Migration } from '@mikro-orm/migrations';

/**
 * ADR 0980: Historia at millions of entries. Each filter gets an index ending in created_at (the
 * sort key); the reference filter (any part of a reference) reads the distinct references' three-
 * character pieces, kept by a trigger in the transaction that writes the entry, and filled here for
 * the entries that exist.
 */
export class Migration20261126005021_history_reference_grams extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`history_gram_positions\` (\`n\` integer not null, primary key (\`n\`));`);
    this.addSql(`insert into \`history_gram_positions\` (\`n\`) values ${Array.from({ length: 126 }, (_, i) => `(${i + 1})`).join(', ')};`);

    this.addSql(`create table \`history_references\` (\`id\` integer not null primary key autoincrement, \`reference\` text not null);`);
    this.addSql(`create unique index \`history_references_reference_unique\` on \`history_references\` (\`reference\`);`);

    this.addSql(`create table \`history_reference_grams\` (\`gram\` text not null, \`reference_id\` integer not null, primary key (\`gram\`, \`reference_id\`)) without rowid;`);

    this.addSql(`drop index \`history_entries_user_id_index\`;`);
    this.addSql(`drop index \`history_entries_action_index\`;`);

    this.addSql(`create index \`history_entries_user_name_created_at_index\` on \`history_entries\` (\`user_name\`, \`created_at\`);`);
    this.addSql(`create index \`history_entries_numer_pracownika_created_at_index\` on \`history_entries\` (\`numer_pracownika\`, \`created_at\`);`);
    this.addSql(`create index \`history_entries_user_id_created_at_index\` on \`history_entries\` (\`user_id\`, \`created_at\`);`);
    this.addSql(`create index \`history_entries_action_created_at_index\` on \`history_entries\` (\`action\`, \`created_at\`);`);
    this.addSql(`create index \`history_entries_entity_type_created_at_index\` on \`history_entries\` (\`entity_type\`, \`created_at\`);`);

    // The pieces of the references already written (lower() folds ASCII only on SQLite, as its LIKE does).
    this.addSql(`insert or ignore into \`history_references\` (\`reference\`) select distinct \`reference\` from \`history_entries\` where \`reference\` is not null and \`reference\` <> '';`);
    this.addSql(
      `insert or ignore into \`history_reference_grams\` (\`gram\`, \`reference_id\`)
         select lower(substr(r.\`reference\`, p.\`n\`, 3)), r.\`id\` from \`history_references\` r join \`history_gram_positions\` p on p.\`n\` <= length(r.\`reference\`) - 2;`,
    );
    this.addSql(
      `create trigger \`history_entries_reference_grams\` after insert on \`history_entries\`
         when new.\`reference\` is not null and new.\`reference\` <> ''
       begin
         insert or ignore into \`history_references\` (\`reference\`) values (new.\`reference\`);
         insert or ignore into \`history_reference_grams\` (\`gram\`, \`reference_id\`)
           select lower(substr(new.\`reference\`, p.\`n\`, 3)), r.\`id\` from \`history_references\` r join \`history_gram_positions\` p on p.\`n\` <= length(new.\`reference\`) - 2
           where r.\`reference\` = new.\`reference\`;
       end;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists \`history_entries_reference_grams\`;`);
    this.addSql(`drop table if exists \`history_reference_grams\`;`);
    this.addSql(`drop table if exists \`history_references\`;`);
    this.addSql(`drop table if exists \`history_gram_positions\`;`);
    this.addSql(`drop index \`history_entries_user_name_created_at_index\`;`);
    this.addSql(`drop index \`history_entries_numer_pracownika_created_at_index\`;`);
    this.addSql(`drop index \`history_entries_user_id_created_at_index\`;`);
    this.addSql(`drop index \`history_entries_action_created_at_index\`;`);
    this.addSql(`drop index \`history_entries_entity_type_created_at_index\`;`);
    this.addSql(`create index \`history_entries_user_id_index\` on \`history_entries\` (\`user_id\`);`);
    this.addSql(`create index \`history_entries_action_index\` on \`history_entries\` (\`action\`);`);
  }

}
