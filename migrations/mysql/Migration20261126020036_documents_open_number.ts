import { Migration } from '@mikro-orm/migrations';

/** ADR 0969: one open document per order number. Documents still in packing keep their number in
 *  open_number (the newest one, if an order was pushed twice before this guard); the others null. */
export class Migration20261126020036_documents_open_number extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`documents\` add \`open_number\` varchar(64) null;`);
    this.addSql(
      `update \`documents\` d join (select max(\`id\`) as \`id\` from \`documents\` where \`status\` in ('NEW', 'LOCKED', 'MISSING_PARTS') group by \`number\`) m on m.\`id\` = d.\`id\` set d.\`open_number\` = d.\`number\`;`,
    );
    this.addSql(`alter table \`documents\` add unique \`documents_open_number_unique\`(\`open_number\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`documents\` drop index \`documents_open_number_unique\`;`);
    this.addSql(`alter table \`documents\` drop column \`open_number\`;`);
  }

}
