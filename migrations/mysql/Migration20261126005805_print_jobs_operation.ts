import { Migration } from '@mikro-orm/migrations';

/** The jobs of one operation (a record's labels) are read when each of them ends. */
export class Migration20261126005805_print_jobs_operation extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`print_jobs\` add index \`print_jobs_operation_id_index\`(\`operation_id\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`print_jobs\` drop index \`print_jobs_operation_id_index\`;`);
  }

}
