import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/** Side navigation widths and the drawer width (SPEC.md section 9). */
export const SIDE_NAV_WIDTH = '250px';
export const SIDE_NAV_COLLAPSED_WIDTH = '80px';
export const DRAWER_WIDTH = '256px';
export const HEADER_HEIGHT = '64px';

const config = defineConfig({
  globalCss: {
    html: { colorPalette: 'teal' },
    body: { bg: 'bg.canvas', color: 'fg' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif" },
        body: { value: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif" },
      },
    },
    semanticTokens: {
      colors: {
        'bg.canvas': { value: { _light: '{colors.gray.50}', _dark: '{colors.gray.950}' } },
        'bg.surface': { value: { _light: '{colors.white}', _dark: '{colors.gray.900}' } },
        'nav.active': { value: { _light: '{colors.teal.50}', _dark: '{colors.teal.950}' } },
        'nav.activeFg': { value: { _light: '{colors.teal.700}', _dark: '{colors.teal.200}' } },
        // WCAG AA (ADR 0864): white on teal.600 (#0d9488) is 3.74:1; on teal.700 (#0f766e) 5.47:1.
        teal: {
          solid: { value: { _light: '{colors.teal.700}', _dark: '{colors.teal.700}' } },
          fg: { value: { _light: '{colors.teal.800}', _dark: '{colors.teal.300}' } },
        },
        green: {
          solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.700}' } },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
