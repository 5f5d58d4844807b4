import { Icon, type IconProps } from '@chakra-ui/react';

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** ± : change the stock level (count, add, remove). */
export function PlusMinusIcon(props: IconProps) {
  return (
    <Icon aria-hidden="true" {...props} asChild>
      <svg viewBox="0 0 24 24" {...stroke}>
        <path d="M12 4v8M8 8h8M7 19h10" />
      </svg>
    </Icon>
  );
}

/** Arrows: move the item to another location. */
export function MoveIcon(props: IconProps) {
  return (
    <Icon aria-hidden="true" {...props} asChild>
      <svg viewBox="0 0 24 24" {...stroke}>
        <path d="M4 12h16M16 8l4 4-4 4M8 8l-4 4 4 4" />
      </svg>
    </Icon>
  );
}
