import { Migration } from '@mikro-orm/migrations';

/**
 * ADR 1330: the quick-print labels' search (any part of name, lines, EAN, code) reads an FTS5 table
 * with the trigram tokenizer over quick_print_labels.search_text (already lower-cased, without
 * diacritics), its content read from the labels, kept by triggers in the transaction that writes the
 * label, whoever writes it, and filled here for the labels that exist. The list still checks each
 * candidate with the LIKE it always used, so answers do not change.
 */
export class Migration20261126100000_label_search_index extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create virtual table \`quick_print_labels_search\` using fts5(\`search_text\`, content='quick_print_labels', content_rowid='id', tokenize='trigram');`);
    this.addSql(`insert into \`quick_print_labels_search\` (\`quick_print_labels_search\`) values ('rebuild');`);
    this.addSql(
      `create trigger \`quick_print_labels_search_insert\` after insert on \`quick_print_labels\`
       begin
         insert into \`quick_print_labels_search\` (rowid, \`search_text\`) values (new.\`id\`, new.\`search_text\`);
       end;`,
    );
    this.addSql(
      `create trigger \`quick_print_labels_search_delete\` after delete on \`quick_print_labels\`
       begin
         insert into \`quick_print_labels_search\` (\`quick_print_labels_search\`, rowid, \`search_text\`) values ('delete', old.\`id\`, old.\`search_text\`);
       end;`,
    );
    this.addSql(
      `create trigger \`quick_print_labels_search_update\` after update of \`id\`, \`search_text\` on \`quick_print_labels\`
         when old.\`id\` is not new.\`id\` or old.\`search_text\` is not new.\`search_text\`
       begin
         insert into \`quick_print_labels_search\` (\`quick_print_labels_search\`, rowid, \`search_text\`) values ('delete', old.\`id\`, old.\`search_text\`);
         insert into \`quick_print_labels_search\` (rowid, \`search_text\`) values (new.\`id\`, new.\`search_text\`);
       end;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists \`quick_print_labels_search_update\`;`);
    this.addSql(`drop trigger if exists \`quick_print_labels_search_delete\`;`);
    this.addSql(`drop trigger if exists \`quick_print_labels_search_insert\`;`);
    this.addSql(`drop table if exists \`quick_print_labels_search\`;`);
  }

}
