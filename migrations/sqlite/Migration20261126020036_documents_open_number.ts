import { Migration } from '@mikro-orm/migrations';

/** ADR 0969: one open document per order number. Documents still in packing keep their number in
 *  open_number (the newest one, if an order was pushed twice before this guard); the others null. */
export class Migration20261126020036_documents_open_number extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`documents\` add column \`open_number\` text null;`);
    this.addSql(
      `update \`documents\` set \`open_number\` = \`number\` where \`id\` in (select max(\`id\`) from \`documents\` where \`status\` in ('NEW', 'LOCKED', 'MISSING_PARTS') group by \`number\`);`,
    );
    this.addSql(`create unique index \`documents_open_number_unique\` on \`documents\` (\`open_number\`);`);
  }

}
