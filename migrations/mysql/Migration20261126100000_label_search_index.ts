import { Migration } from '@mikro-orm/migrations';

/** The pieces of a label's search text (positions 1..698 of at most 700 characters). */
const gramsOf = (row: string) =>
  `select substring(${row}.\`search_text\`, p.\`n\`, 3), ${row}.\`id\` from \`search_gram_positions\` p where p.\`n\` <= char_length(${row}.\`search_text\`) - 2`;

/**
 * ADR 1330: the quick-print labels' search (any part of name, lines, EAN, code) reads the labels'
 * three-character pieces (`quick_print_label_grams`, one row per piece and label, in the collation
 * quick_print_labels has, so a piece matches wherever the LIKE it stands in for matches). Labels
 * are all different texts, so the pieces are kept per label (not per distinct value as the stock's
 * are): added, replaced and removed by triggers in the transaction that writes the label, whoever
 * writes it, and filled here for the labels that exist. The list reads the labels holding the
 * rarest piece of what was typed, the LIKE still applied.
 * (MySQL with binary logging needs log_bin_trust_function_creators=1 or SUPER for CREATE TRIGGER.)
 */
export class Migration20261126100000_label_search_index extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`search_gram_positions\` (\`n\` int unsigned not null, primary key (\`n\`)) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`insert into \`search_gram_positions\` (\`n\`) values ${Array.from({ length: 1024 }, (_, i) => `(${i + 1})`).join(', ')};`);
    this.addSql(
      `create table \`quick_print_label_grams\` (\`gram\` varchar(3) not null, \`label_id\` int unsigned not null,
         primary key (\`gram\`, \`label_id\`), index \`quick_print_label_grams_label_id_index\` (\`label_id\`)) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `insert ignore into \`quick_print_label_grams\` (\`gram\`, \`label_id\`)
         select substring(l.\`search_text\`, p.\`n\`, 3), l.\`id\` from \`quick_print_labels\` l join \`search_gram_positions\` p on p.\`n\` <= char_length(l.\`search_text\`) - 2;`,
    );
    this.addSql(
      `create trigger \`quick_print_labels_search_insert\` after insert on \`quick_print_labels\` for each row
       begin
         insert ignore into \`quick_print_label_grams\` (\`gram\`, \`label_id\`) ${gramsOf('new')};
       end`,
    );
    this.addSql(
      `create trigger \`quick_print_labels_search_update\` after update on \`quick_print_labels\` for each row
       begin
         if binary new.\`search_text\` <> binary old.\`search_text\` or new.\`id\` <> old.\`id\` then
           delete from \`quick_print_label_grams\` where \`label_id\` = old.\`id\`;
           insert ignore into \`quick_print_label_grams\` (\`gram\`, \`label_id\`) ${gramsOf('new')};
         end if;
       end`,
    );
    this.addSql(
      `create trigger \`quick_print_labels_search_delete\` after delete on \`quick_print_labels\` for each row
       begin
         delete from \`quick_print_label_grams\` where \`label_id\` = old.\`id\`;
       end`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists \`quick_print_labels_search_delete\`;`);
    this.addSql(`drop trigger if exists \`quick_print_labels_search_update\`;`);
    this.addSql(`drop trigger if exists \`quick_print_labels_search_insert\`;`);
    this.addSql(`drop table if exists \`quick_print_label_grams\`;`);
    this.addSql(`drop table if exists \`search_gram_positions\`;`);
  }

}
