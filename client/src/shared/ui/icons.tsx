import { Icon, type IconProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Small stroke icons (24x24 grid) drawn inline: Chakra v3 ships no icon set. */
function strokeIcon(displayName: string, shape: ReactNode) {
  const Component = (props: IconProps) => (
    <Icon aria-hidden="true" {...props} asChild>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        {shape}
      </svg>
    </Icon>
  );
  Component.displayName = displayName;
  return Component;
}

export const MenuIcon = strokeIcon('MenuIcon', <path d="M4 6h16M4 12h16M4 18h16" />);
export const SearchIcon = strokeIcon('SearchIcon', (
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>
));
export const SunIcon = strokeIcon('SunIcon', (
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>
));
export const MoonIcon = strokeIcon('MoonIcon', <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z" />);
export const PackageIcon = strokeIcon('PackageIcon', (
  <>
    <path d="M21 8 12 3 3 8v8l9 5 9-5Z" />
    <path d="m3 8 9 5 9-5M12 13v8M7.5 5.5l9 5" />
  </>
));
export const FactoryIcon = strokeIcon('FactoryIcon', (
  <>
    <path d="M2 20h20V9l-6 4V9l-6 4V4H2Z" />
    <path d="M6 16h1M11 16h1M16 16h1" />
  </>
));
export const BoxesIcon = strokeIcon('BoxesIcon', (
  <>
    <rect x="3" y="12" width="8" height="8" rx="1" />
    <rect x="13" y="12" width="8" height="8" rx="1" />
    <rect x="8" y="3" width="8" height="8" rx="1" />
  </>
));
export const PrinterIcon = strokeIcon('PrinterIcon', (
  <>
    <path d="M6 9V3h12v6" />
    <rect x="3" y="9" width="18" height="8" rx="2" />
    <path d="M6 14h12v7H6Z" />
  </>
));
export const HistoryIcon = strokeIcon('HistoryIcon', (
  <>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5M12 7v5l3 2" />
  </>
));
export const UsersIcon = strokeIcon('UsersIcon', (
  <>
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21v-1a6 6 0 0 1 12 0v1M16 4a4 4 0 0 1 0 8M22 21v-1a6 6 0 0 0-4-5.6" />
  </>
));
export const DatabaseIcon = strokeIcon('DatabaseIcon', (
  <>
    <ellipse cx="12" cy="5" rx="8" ry="3" />
    <path d="M4 5v14c0 1.7 3.6 3 8 3s8-1.3 8-3V5M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3" />
  </>
));
export const LogoutIcon = strokeIcon('LogoutIcon', <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />);
export const ChevronsLeftIcon = strokeIcon('ChevronsLeftIcon', <path d="m11 17-5-5 5-5M18 17l-5-5 5-5" />);
export const ChevronsRightIcon = strokeIcon('ChevronsRightIcon', <path d="m13 17 5-5-5-5M6 17l5-5-5-5" />);
export const ChevronDownIcon = strokeIcon('ChevronDownIcon', <path d="m6 9 6 6 6-6" />);
export const LayoutIcon = strokeIcon('LayoutIcon', (
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M3 9h18M9 21V9" />
  </>
));
export const GlobeIcon = strokeIcon('GlobeIcon', (
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </>
));
export const CheckCircleIcon = strokeIcon('CheckCircleIcon', (
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12 3 3 5-6" />
  </>
));
export const AlertCircleIcon = strokeIcon('AlertCircleIcon', (
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 8v5M12 16h.01" />
  </>
));
export const CompassIcon = strokeIcon('CompassIcon', (
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m15.5 8.5-2 5-5 2 2-5Z" />
  </>
));
