import { Migration } from '@mikro-orm/migrations';

/** The pieces of a row's search_index and search_name (search_gram_positions: label_search_index). */
const gramsOf = (row: string) =>
  ['search_index', 'search_name']
    .map((c) => `select substring(${row}.\`${c}\`, p.\`n\`, 3), ${row}.\`id\` from \`search_gram_positions\` p where p.\`n\` <= char_length(${row}.\`${c}\`) - 2`)
    .join(' union all ');

/**
 * ADR 1350: the Dane produkcyjne search (any part of the index or the name) reads the rows' three-
 * character pieces of both columns (`manufacturing_data_grams`, one row per piece and row, in the
 * collation manufacturing_data has), added, replaced and removed by triggers in the transaction
 * that writes the row, whoever writes it, and filled here for the rows that exist. The list reads
 * the rows holding the rarest piece of what was typed, the LIKEs still applied.
 * (MySQL with binary logging needs log_bin_trust_function_creators=1 or SUPER for CREATE TRIGGER.)
 */
export class Migration20261126101000_manufacturing_data_search_index extends Migration {

  override async up(): Promise<void> {
    this.addSql(
      `create table \`manufacturing_data_grams\` (\`gram\` varchar(3) not null, \`data_id\` int unsigned not null,
         primary key (\`gram\`, \`data_id\`), index \`manufacturing_data_grams_data_id_index\` (\`data_id\`)) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`insert ignore into \`manufacturing_data_grams\` (\`gram\`, \`data_id\`) ${gramsOf('d').replace(/ from `search_gram_positions` p where/g, ' from `manufacturing_data` d join `search_gram_positions` p on')};`);
    this.addSql(
      `create trigger \`manufacturing_data_search_insert\` after insert on \`manufacturing_data\` for each row
       begin
         insert ignore into \`manufacturing_data_grams\` (\`gram\`, \`data_id\`) ${gramsOf('new')};
       end`,
    );
    this.addSql(
      `create trigger \`manufacturing_data_search_update\` after update on \`manufacturing_data\` for each row
       begin
         if binary new.\`search_index\` <> binary old.\`search_index\` or binary new.\`search_name\` <> binary old.\`search_name\` or new.\`id\` <> old.\`id\` then
           delete from \`manufacturing_data_grams\` where \`data_id\` = old.\`id\`;
           insert ignore into \`manufacturing_data_grams\` (\`gram\`, \`data_id\`) ${gramsOf('new')};
         end if;
       end`,
    );
    this.addSql(
      `create trigger \`manufacturing_data_search_delete\` after delete on \`manufacturing_data\` for each row
       begin
         delete from \`manufacturing_data_grams\` where \`data_id\` = old.\`id\`;
       end`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists \`manufacturing_data_search_delete\`;`);
    this.addSql(`drop trigger if exists \`manufacturing_data_search_update\`;`);
    this.addSql(`drop trigger if exists \`manufacturing_data_search_insert\`;`);
    this.addSql(`drop table if exists \`manufacturing_data_grams\`;`);
  }

}
