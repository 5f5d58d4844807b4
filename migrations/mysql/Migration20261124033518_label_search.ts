import { Migration } from '@mikro-orm/migrations';

/** Lower-cased, without diacritics (ł -> l): as QuickPrintLabel.refreshSearch writes it (ADR 0861). */
const searchText = (v: string) => v.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[łŁ]/g, 'l').toLowerCase();

export class Migration20261124033518_label_search extends Migration {

  override async up(): Promise<void> {
    await this.execute(`alter table \`quick_print_labels\` add \`search_text\` varchar(700) not null default '';`);
    // The labels that exist get their search text at once.
    await this.backfill();
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`quick_print_labels\` drop column \`search_text\`;`);
  }

  private async backfill(): Promise<void> {
    const rows = await this.execute('select `id`, `name`, `lines`, `ean`, `code` from `quick_print_labels`'); // `lines` is a reserved word in MySQL
    for (const r of rows as Array<{ id: number; name: string; lines: string; ean: string | null; code: string | null }>) {
      let lines: string[] = [];
      try {
        lines = JSON.parse(r.lines) as string[];
      } catch {
        lines = [];
      }
      await this.execute('update `quick_print_labels` set `search_text` = ? where `id` = ?', [searchText([r.name, ...lines, r.ean ?? '', r.code ?? ''].join(' ')).slice(0, 700), r.id]);
    }
  }

}
