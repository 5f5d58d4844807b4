import { Migration } from '@mikro-orm/migrations';

/** The searched columns of a stock item and their number in the pieces' tables. */
const FIELDS = [
  [1, 'search_index'],
  [2, 'search_name'],
  [3, 'search_location'],
  [4, 'ean'],
] as const;

/** Stores `value` of field `f` as a term with its pieces unless it is there already. Terms are never
 *  removed: one no item holds any more matches no item, and catalogue names and locations repeat. */
const keepTerm = (f: number, value: string) => `
  if char_length(${value}) >= 3 and not exists (select 1 from \`stock_items_search_terms\` where \`field\` = ${f} and \`term\` = binary ${value}) then
    insert ignore into \`stock_items_search_terms\` (\`field\`, \`term\`) values (${f}, ${value});
    insert ignore into \`stock_items_search_grams\` (\`field\`, \`gram\`, \`term_id\`)
      select ${f}, substring(${value}, p.\`n\`, 3), t.\`id\` from \`stock_items_search_terms\` t join \`stock_items_search_positions\` p on p.\`n\` <= char_length(${value}) - 2
      where t.\`field\` = ${f} and t.\`term\` = binary ${value};
  end if;`;

/**
 * Substring search that scales (stock filters index, name, location, EAN): each distinct value of a
 * searched column once, byte for byte (`stock_items_search_terms`), with its three-character pieces in the
 * collation stock_items has (`stock_items_search_grams`), so a piece matches wherever the LIKE it stands in
 * for matches. Kept by triggers in the transaction that writes the item, whoever writes it, and
 * filled here for the items that exist. The list finds the values holding every piece of what was
 * typed and reads the items of those values through the columns' indexes, the LIKE still applied.
 * (MySQL with binary logging needs log_bin_trust_function_creators=1 or SUPER for CREATE TRIGGER.)
 */
export class Migration20261126060000_stock_search_index extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`stock_items_search_positions\` (\`n\` int unsigned not null, primary key (\`n\`)) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`insert into \`stock_items_search_positions\` (\`n\`) values ${Array.from({ length: 253 }, (_, i) => `(${i + 1})`).join(', ')};`);
    this.addSql(
      `create table \`stock_items_search_terms\` (\`id\` int unsigned not null auto_increment primary key, \`field\` tinyint unsigned not null, \`term\` varchar(255) collate utf8mb4_bin not null,
         unique \`stock_items_search_terms_field_term_unique\` (\`field\`, \`term\`)) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `create table \`stock_items_search_grams\` (\`field\` tinyint unsigned not null, \`gram\` varchar(3) not null, \`term_id\` int unsigned not null,
         primary key (\`field\`, \`gram\`, \`term_id\`)) default character set utf8mb4 engine = InnoDB;`,
    );
    for (const [f, column] of FIELDS) {
      this.addSql(`insert ignore into \`stock_items_search_terms\` (\`field\`, \`term\`) select ${f}, \`${column}\` from \`stock_items\` where char_length(\`${column}\`) >= 3;`);
    }
    this.addSql(
      `insert ignore into \`stock_items_search_grams\` (\`field\`, \`gram\`, \`term_id\`)
         select t.\`field\`, substring(t.\`term\`, p.\`n\`, 3), t.\`id\` from \`stock_items_search_terms\` t join \`stock_items_search_positions\` p on p.\`n\` <= char_length(t.\`term\`) - 2;`,
    );
    this.addSql(
      `create trigger \`stock_items_search_insert\` after insert on \`stock_items\` for each row
       begin${FIELDS.map(([f, column]) => keepTerm(f, `new.\`${column}\``)).join('')}
       end`,
    );
    this.addSql(
      `create trigger \`stock_items_search_update\` after update on \`stock_items\` for each row
       begin${FIELDS.map(([f, column]) => `
         if binary new.\`${column}\` <> binary old.\`${column}\` then${keepTerm(f, `new.\`${column}\``)}
         end if;`).join('')}
       end`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists \`stock_items_search_update\`;`);
    this.addSql(`drop trigger if exists \`stock_items_search_insert\`;`);
    this.addSql(`drop table if exists \`stock_items_search_grams\`;`);
    this.addSql(`drop table if exists \`stock_items_search_terms\`;`);
    this.addSql(`drop table if exists \`stock_items_search_positions\`;`);
  }

}
