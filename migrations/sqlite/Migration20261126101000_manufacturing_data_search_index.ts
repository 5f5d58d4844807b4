import { Migration } from '@mikro-orm/migrations';

/**
 * ADR 1350: the Dane produkcyjne search (any part of the index or the name, lower-cased without
 * diacritics) reads an FTS5 table with the trigram tokenizer over search_index and search_name, its
 * content read from manufacturing_data, kept by triggers in the transaction that writes the row,
 * and filled here for the rows that exist. The LIKEs still decide, so answers do not change.
 */
export class Migration20261126101000_manufacturing_data_search_index extends Migration {

  override async up(): Promise<void> {
    this.addSql(
      `create virtual table \`manufacturing_data_search\` using fts5(\`search_index\`, \`search_name\`, content='manufacturing_data', content_rowid='id', tokenize='trigram');`,
    );
    this.addSql(`insert into \`manufacturing_data_search\` (\`manufacturing_data_search\`) values ('rebuild');`);
    this.addSql(
      `create trigger \`manufacturing_data_search_insert\` after insert on \`manufacturing_data\`
       begin
         insert into \`manufacturing_data_search\` (rowid, \`search_index\`, \`search_name\`) values (new.\`id\`, new.\`search_index\`, new.\`search_name\`);
       end;`,
    );
    this.addSql(
      `create trigger \`manufacturing_data_search_delete\` after delete on \`manufacturing_data\`
       begin
         insert into \`manufacturing_data_search\` (\`manufacturing_data_search\`, rowid, \`search_index\`, \`search_name\`) values ('delete', old.\`id\`, old.\`search_index\`, old.\`search_name\`);
       end;`,
    );
    this.addSql(
      `create trigger \`manufacturing_data_search_update\` after update of \`id\`, \`search_index\`, \`search_name\` on \`manufacturing_data\`
         when old.\`id\` is not new.\`id\` or old.\`search_index\` is not new.\`search_index\` or old.\`search_name\` is not new.\`search_name\`
       begin
         insert into \`manufacturing_data_search\` (\`manufacturing_data_search\`, rowid, \`search_index\`, \`search_name\`) values ('delete', old.\`id\`, old.\`search_index\`, old.\`search_name\`);
         insert into \`manufacturing_data_search\` (rowid, \`search_index\`, \`search_name\`) values (new.\`id\`, new.\`search_index\`, new.\`search_name\`);
       end;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists \`manufacturing_data_search_update\`;`);
    this.addSql(`drop trigger if exists \`manufacturing_data_search_delete\`;`);
    this.addSql(`drop trigger if exists \`manufacturing_data_search_insert\`;`);
    this.addSql(`drop table if exists \`manufacturing_data_search\`;`);
  }

}
