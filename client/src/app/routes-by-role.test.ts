import { describe, expect, it } from 'vitest';
import { findRouteByPath, landingPathForRole, menuEntriesForRole, routesForRole } from './routes-by-role';

const modules = (routes: { module: string }[]) => routes.map((route) => route.module);

describe('routes by role', () => {
  it('lands role 1 on inventories and roles 2 to 4 on packing', () => {
    expect(landingPathForRole(1)).toBe('/app/inventories');
    expect(landingPathForRole(2)).toBe('/app/packing');
    expect(landingPathForRole(3)).toBe('/app/packing');
    expect(landingPathForRole(4)).toBe('/app/packing');
  });

  it('leaves out the routes above a role', () => {
    expect(modules(routesForRole(1))).toEqual(['inventories']);
    expect(modules(routesForRole(2))).toEqual(['packing', 'manufacturing', 'inventories']);
    expect(modules(routesForRole(3))).toEqual(['packing', 'manufacturing', 'inventories', 'labelPrinting']);
    expect(modules(routesForRole(4))).toEqual([
      'packing',
      'manufacturing',
      'inventories',
      'labelPrinting',
      'orderHistory',
      'users',
      'manufacturingData',
    ]);
  });

  it('shows manufacturing in the menu from role 3 although its route exists from role 2', () => {
    expect(modules(menuEntriesForRole(2))).toEqual(['packing', 'inventories']);
    expect(modules(menuEntriesForRole(3))).toEqual(['packing', 'manufacturing', 'inventories', 'labelPrinting']);
    expect(modules(routesForRole(2))).toContain('manufacturing');
  });

  it('serves /app/manufacturing/:id from the manufacturing route', () => {
    expect(findRouteByPath('/app/manufacturing/15', 2)?.module).toBe('manufacturing');
    expect(findRouteByPath('/app/manufacturing-data', 4)?.module).toBe('manufacturingData');
    expect(findRouteByPath('/app/unknown', 4)).toBeUndefined();
  });

  it('finds no screen for a path left out for the role', () => {
    expect(findRouteByPath('/app/users', 1)).toBeUndefined();
    expect(findRouteByPath('/app/users', 4)?.module).toBe('users');
  });
});
