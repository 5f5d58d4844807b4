import { Migration } from '@mikro-orm/migrations';

/**
 * Substring search that scales (stock filters index, name, location, EAN): an FTS5 table with the
 * trigram tokenizer over the item's normalized search columns, its content read from stock_items,
 * kept by triggers in the transaction that writes the item, whoever writes it. The list asks it for
 * the candidate rows and still checks each with the LIKE it always used, so answers do not change.
 */
export class Migration20261126060000_stock_search_index extends Migration {

  override async up(): Promise<void> {
    this.addSql(
      `create virtual table \`stock_items_search\` using fts5(\`search_index\`, \`search_name\`, \`search_location\`, \`ean\`, content='stock_items', content_rowid='id', tokenize='trigram');`,
    );
    this.addSql(`insert into \`stock_items_search\` (\`stock_items_search\`) values ('rebuild');`);
    this.addSql(
      `create trigger \`stock_items_search_insert\` after insert on \`stock_items\`
       begin
         insert into \`stock_items_search\` (rowid, \`search_index\`, \`search_name\`, \`search_location\`, \`ean\`)
           values (new.\`id\`, new.\`search_index\`, new.\`search_name\`, new.\`search_location\`, new.\`ean\`);
       end;`,
    );
    this.addSql(
      `create trigger \`stock_items_search_delete\` after delete on \`stock_items\`
       begin
         insert into \`stock_items_search\` (\`stock_items_search\`, rowid, \`search_index\`, \`search_name\`, \`search_location\`, \`ean\`)
           values ('delete', old.\`id\`, old.\`search_index\`, old.\`search_name\`, old.\`search_location\`, old.\`ean\`);
       end;`,
    );
    // Only when a searched column really changed: quantity and location changes come all day.
    this.addSql(
      `create trigger \`stock_items_search_update\` after update of \`id\`, \`search_index\`, \`search_name\`, \`search_location\`, \`ean\` on \`stock_items\`
         when old.\`id\` is not new.\`id\` or old.\`search_index\` is not new.\`search_index\` or old.\`search_name\` is not new.\`search_name\`
           or old.\`search_location\` is not new.\`search_location\` or old.\`ean\` is not new.\`ean\`
       begin
         insert into \`stock_items_search\` (\`stock_items_search\`, rowid, \`search_index\`, \`search_name\`, \`search_location\`, \`ean\`)
           values ('delete', old.\`id\`, old.\`search_index\`, old.\`search_name\`, old.\`search_location\`, old.\`ean\`);
         insert into \`stock_items_search\` (rowid, \`search_index\`, \`search_name\`, \`search_location\`, \`ean\`)
           values (new.\`id\`, new.\`search_index\`, new.\`search_name\`, new.\`search_location\`, new.\`ean\`);
       end;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists \`stock_items_search_update\`;`);
    this.addSql(`drop trigger if exists \`stock_items_search_delete\`;`);
    this.addSql(`drop trigger if exists \`stock_items_search_insert\`;`);
    this.addSql(`drop table if exists \`stock_items_search\`;`);
  }

}
