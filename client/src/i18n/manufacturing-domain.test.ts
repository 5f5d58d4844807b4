import { describe, expect, it } from 'vitest';
import { I18N_NAMESPACE, checkSchema, computeWidthSpec, drawSchemaSvg, typeRules } from '../../../domain/manufacturing';
import { initI18n, loadLocale } from './i18n';

// The shared domain folder is imported by relative path and runs in the client's toolchain (Vite, jsdom).
describe('the manufacturing domain in the client', () => {
  it('type labels are i18n keys registered in both languages', async () => {
    const i18n = initI18n('pl');
    await loadLocale('en');
    expect(I18N_NAMESPACE).toBe('manufacturingDomain');
    expect(i18n.t(typeRules('szklo_kabina').labelKey)).toBe('Szkło kabinowe');
    expect(i18n.t(typeRules('szklo_kabina').labelKey, { lng: 'en' })).toBe('Shower cabin glass');
  });

  it('the width function, the rules and the drawing run in the browser build', () => {
    expect(computeWidthSpec({ fixedDim: [{ part: 'A', value: 45 }, { part: 'B', value: 45 }], sideWalls: [{ part: 'C', value: 90 }] })).toMatchObject({ width: 904, anotherWidth: 904, difference: 0 });
    const schema = { type: 'drilling' as const, code: 'X', name: 'X', thicknessMin: 8, thicknessMax: 8, paneWidth: 800, paneHeight: 1950, referenceCorner: 'top-left' as const, holes: [{ id: 'H2', x: 25, y: 40, diameter: 14 }], cutouts: [] };
    const violations = checkSchema(schema);
    expect(violations.map((v) => v.message)).toEqual(['Otwór H2 za blisko narożnika: 40 mm < 52 mm']);
    const host = document.createElement('div');
    host.innerHTML = drawSchemaSvg(schema, { violations });
    expect(host.querySelector('svg [data-hole="H2"][data-violation="true"]')).not.toBeNull();
  });

  it('the DXF writer loads lazily in the browser toolchain', async () => {
    const { schemaToDxf } = await import('../../../domain/manufacturing/dxf');
    expect(schemaToDxf({ paneWidth: 100, paneHeight: 100, referenceCorner: 'bottom-left', holes: [], cutouts: [] })).toContain('$INSUNITS');
  });
});
