import type { EntityManager } from '@mikro-orm/core';
import { QuickPrintLabel } from '../server/src/modules/labels/quick-print-label.entity.js';

/** GTIN-13 with its check digit computed from the 12 data digits. */
function ean13(data12: string): string {
  const sum = [...data12].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return data12 + ((10 - (sum % 10)) % 10);
}

const DEMO_LABELS: Array<{ name: string; lines: string[]; ean?: string; code?: string; size?: 'small' | 'large' }> = [
  { name: 'Zawias szklany 90°', lines: ['Zawias szklany 90°', 'Chrom połysk', 'Szkło 8–10 mm'], ean: ean13('590123400001') },
  { name: 'Zawias szklany 180°', lines: ['Zawias szklany 180°', 'Satyna'], ean: ean13('590123400002') },
  { name: 'Uszczelka kabiny 8 mm', lines: ['Uszczelka kabiny', '8 mm, długość 2 m'], ean: ean13('590123400003') },
  { name: 'Uszczelka magnetyczna', lines: ['Uszczelka magnetyczna 135°', 'Długość 2,2 m'], code: 'USZ-MAG-135' },
  { name: 'Uchwyt do lustra', lines: ['Uchwyt do lustra', 'Komplet 4 szt.'], ean: ean13('590123400005') },
  { name: 'Pochwyt drzwiowy 300 mm', lines: ['Pochwyt drzwiowy', 'Rozstaw 300 mm', 'Stal nierdzewna'], ean: ean13('590123400006') },
  { name: 'Profil U 10 mm', lines: ['Profil U 10×10 mm', 'Aluminium anodowane'], code: 'PROF-U-10' },
  { name: 'Łącznik szkło-ściana', lines: ['Łącznik szkło–ściana', 'Kąt 90°'], ean: ean13('590123400008') },
  { name: 'Stabilizator kabiny', lines: ['Stabilizator kabiny', 'Długość 1000 mm', 'Chrom'], ean: ean13('590123400009'), size: 'large' },
  { name: 'Kapturek ozdobny', lines: ['Kapturek ozdobny Ø 25 mm'], code: 'KAP-25' },
  { name: 'Szkło hartowane 6 mm', lines: ['UWAGA: SZKŁO', 'Hartowane 6 mm', 'Nie rzucać'], size: 'large' },
  { name: 'Silikon sanitarny', lines: ['Silikon sanitarny', 'Bezbarwny 280 ml'], ean: ean13('590123400012') },
];

/** The quick-print labels of the demo (Wydruk etykiet); skipped when labels exist. */
export async function seedQuickPrintLabels(em: EntityManager): Promise<void> {
  if ((await em.count(QuickPrintLabel, {})) > 0) return;
  for (const l of DEMO_LABELS) em.create(QuickPrintLabel, { name: l.name, lines: l.lines, ean: l.ean ?? null, code: l.code ?? null, size: l.size ?? 'small' });
  await em.flush();
}
