import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  colorSwatchRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  kbdRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  segmentGroupSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/** Side navigation widths and the drawer width (SPEC.md section 9). */
export const SIDE_NAV_WIDTH = '250px';
export const SIDE_NAV_COLLAPSED_WIDTH = '80px';
export const DRAWER_WIDTH = '256px';
export const HEADER_HEIGHT = '64px';

/**
 * Chakra's default theme (tokens, semantic tokens, text/layer/animation styles, global CSS) with
 * only the recipes of the components the app renders: `defaultConfig` carries
 * every recipe and slot recipe (~70, most unused), all parsed on the first load. A component whose
 * recipe is missing renders unstyled, so adding a Chakra component means adding its recipe here
 * (`theme-recipes.test.ts` checks the list against the code).
 */
const defaultThemeSlice = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      // drawn by @chakra-ui/charts' legend and tooltip (the series' swatch), not imported by the app
      colorSwatch: colorSwatchRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      kbd: kbdRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      segmentGroup: segmentGroupSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
    },
  },
});

const config = defineConfig({
  globalCss: {
    html: { colorPalette: 'teal' },
    body: { bg: 'bg.canvas', color: 'fg' },
    // Gloves on the floor: on a phone (below md) every control is at
    // least 44 px tall, and a button (icon buttons too) at least 44 px wide.
    'button, select, textarea, input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=range]), [role=button], header a[href], a.chakra-breadcrumb__link': {
      mdDown: { minHeight: '44px' },
    },
    // the button recipe's own min-width (32 px for an xs icon button) sits in a later layer
    'button, [role=button], header a[href]': { mdDown: { minWidth: '44px !important' } },
    'a.chakra-breadcrumb__link': { mdDown: { display: 'inline-flex', alignItems: 'center' } },
    // A person who asked the system for less motion (WCAG 2.3.3) gets drawers, dialogs and
    // notices in place at once; an endless spinner turns once and stays.
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
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
        // WCAG AA: white on teal.600 (#0d9488) is 3.74:1; on teal.700 (#0f766e) 5.47:1.
        teal: {
          solid: { value: { _light: '{colors.teal.700}', _dark: '{colors.teal.700}' } },
          fg: { value: { _light: '{colors.teal.800}', _dark: '{colors.teal.300}' } },
        },
        green: {
          solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.700}' } },
        },
        // WCAG AA: white on orange.600 ("Zgłoś braki") is 3.56:1, on
        // orange.700 (#c2410c) 5.18:1; the dark theme keeps orange.500 with black text (7:1).
        orange: {
          solid: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.500}' } },
        },
        // Status text on white / gray.100 panels: red.500 is 3.76:1 (a failed print job's message),
        // orange.600 3.56:1, green.600 3.3:1; the 700s are 5-6.5:1. The dark theme's are kept (>= 6:1).
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
        },
      },
    },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, defaultThemeSlice), config);
