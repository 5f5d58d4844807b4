import { Migration } from '@mikro-orm/migrations';

/** The texts the users' search reads, as its instr() reads them. */
const TEXTS = ['email', 'first_name', 'last_name', 'numer_zewnetrzny'].map((c) => (row: string) => `${row}.\`${c}\``)
  .concat((row: string) => `cast(${row}.\`numer_pracownika\` as char)`);

/** Inserts of the lower-cased pieces of a user's searched texts, one statement per text: the number's
 *  cast has the connection's collation, which a union with the columns would refuse to mix
 *  (search_gram_positions: label_search_index). */
const insertGrams = (row: 'new' | 'u') =>
  TEXTS.map((text) => {
    const within = `p.\`n\` <= char_length(${text(row)}) - 2`;
    const from = row === 'new' ? `from \`search_gram_positions\` p where ${within}` : `from \`users\` u join \`search_gram_positions\` p on ${within}`;
    return `insert ignore into \`user_grams\` (\`gram\`, \`user_id\`) select lower(substring(${text(row)}, p.\`n\`, 3)), ${row}.\`id\` ${from};`;
  });

/**
 * ADR 1260: the users' search (each word any part of e-mail, first or last name, numer_zewnetrzny or
 * numer_pracownika) reads the users' three-character pieces of those texts (`user_grams`, one row
 * per piece and user, in the collation users has, so a piece matches wherever the instr() it stands
 * in for matches), added, replaced and removed by triggers in the transaction that writes the user,
 * whoever writes it, and filled here for the users that exist. A soft delete only sets deleted_at
 * and active: the pieces stay and the list's deleted_at condition leaves the user out. The list reads
 * the users holding the rarest piece of each word, the instr() still applied.
 * (MySQL with binary logging needs log_bin_trust_function_creators=1 or SUPER for CREATE TRIGGER.)
 */
export class Migration20261206190000_user_search_index extends Migration {

  override async up(): Promise<void> {
    this.addSql(
      `create table \`user_grams\` (\`gram\` varchar(3) not null, \`user_id\` int unsigned not null,
         primary key (\`gram\`, \`user_id\`), index \`user_grams_user_id_index\` (\`user_id\`)) default character set utf8mb4 engine = InnoDB;`,
    );
    for (const sql of insertGrams('u')) this.addSql(sql);
    this.addSql(
      `create trigger \`users_search_insert\` after insert on \`users\` for each row
       begin
         ${insertGrams('new').join('\n         ')}
       end`,
    );
    this.addSql(
      `create trigger \`users_search_update\` after update on \`users\` for each row
       begin
         if new.\`id\` <> old.\`id\` or binary new.\`email\` <> binary old.\`email\` or binary new.\`first_name\` <> binary old.\`first_name\`
           or binary new.\`last_name\` <> binary old.\`last_name\` or not (binary new.\`numer_zewnetrzny\` <=> binary old.\`numer_zewnetrzny\`)
           or new.\`numer_pracownika\` <> old.\`numer_pracownika\` then
           delete from \`user_grams\` where \`user_id\` = old.\`id\`;
           ${insertGrams('new').join('\n         ')}
         end if;
       end`,
    );
    this.addSql(
      `create trigger \`users_search_delete\` after delete on \`users\` for each row
       begin
         delete from \`user_grams\` where \`user_id\` = old.\`id\`;
       end`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists \`users_search_delete\`;`);
    this.addSql(`drop trigger if exists \`users_search_update\`;`);
    this.addSql(`drop trigger if exists \`users_search_insert\`;`);
    this.addSql(`drop table if exists \`user_grams\`;`);
  }

}
