import { Migration } from '@mikro-orm/migrations';

/** Stock levels with up to 3 decimals for items counted in metres, m2 or kg (ADR 0840). */
export class Migration20261124033239_StockQuantityDecimal extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`stock_items\` modify \`quantity\` numeric(12,3) not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`stock_items\` modify \`quantity\` int not null;`);
  }

}
