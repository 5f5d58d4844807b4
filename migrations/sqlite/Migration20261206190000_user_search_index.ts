import { Migration } from '@mikro-orm/migrations';

/** The columns the users' search reads, as the FTS5 table names them (those of `users`, so the
 *  external content is read from them). */
const COLUMNS = ['email', 'first_name', 'last_name', 'numer_zewnetrzny', 'numer_pracownika'];
const cols = COLUMNS.map((c) => `\`${c}\``).join(', ');
const of = (row: string) => COLUMNS.map((c) => `${row}.\`${c}\``).join(', ');

/**
 * ADR 1260: the users' search (each word any part of e-mail, first or last name, numer_zewnetrzny or
 * numer_pracownika) reads an FTS5 table with the trigram tokenizer over those five columns, its
 * content read from users, kept by triggers in the transaction that writes the user, whoever writes
 * it, and filled here for the users that exist. A soft delete only sets deleted_at and active: the
 * row keeps its entry and the list's deleted_at condition leaves it out. The list still checks each
 * candidate with the instr() it always used, so answers do not change.
 */
export class Migration20261206190000_user_search_index extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create virtual table \`users_search\` using fts5(${cols}, content='users', content_rowid='id', tokenize='trigram');`);
    this.addSql(`insert into \`users_search\` (\`users_search\`) values ('rebuild');`);
    this.addSql(
      `create trigger \`users_search_insert\` after insert on \`users\`
       begin
         insert into \`users_search\` (rowid, ${cols}) values (new.\`id\`, ${of('new')});
       end;`,
    );
    this.addSql(
      `create trigger \`users_search_delete\` after delete on \`users\`
       begin
         insert into \`users_search\` (\`users_search\`, rowid, ${cols}) values ('delete', old.\`id\`, ${of('old')});
       end;`,
    );
    this.addSql(
      `create trigger \`users_search_update\` after update of \`id\`, ${cols} on \`users\`
         when old.\`id\` is not new.\`id\`${COLUMNS.map((c) => ` or old.\`${c}\` is not new.\`${c}\``).join('')}
       begin
         insert into \`users_search\` (\`users_search\`, rowid, ${cols}) values ('delete', old.\`id\`, ${of('old')});
         insert into \`users_search\` (rowid, ${cols}) values (new.\`id\`, ${of('new')});
       end;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists \`users_search_update\`;`);
    this.addSql(`drop trigger if exists \`users_search_delete\`;`);
    this.addSql(`drop trigger if exists \`users_search_insert\`;`);
    this.addSql(`drop table if exists \`users_search\`;`);
  }

}
