import { Table, type TableScrollAreaProps } from '@chakra-ui/react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether the element scrolls (its content is wider or taller than its box). Measured before the
 * browser paints, after every render: rows arrive with a render, and the frame must be a tab stop
 * from the moment they show. A ResizeObserver alone answers a frame later, and a script reading the
 * page in between (a screen reader, axe) finds a scrolling region it cannot reach. The observer
 * still follows what no render causes: the window turning, fonts loading.
 */
function useOverflows() {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  const measure = useCallback(() => {
    const el = ref.current;
    if (el) setOverflows(el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1);
  }, []);
  useLayoutEffect(measure);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);
  return { ref, overflows };
}

/**
 * The frame of a table that may scroll sideways: while it scrolls it is a keyboard stop (a
 * labelled region), so someone without a mouse can scroll it with the arrow keys even when no
 * cell holds a control (WCAG 2.1.1; axe `scrollable-region-focusable`). A table that
 * fits adds no tab stop.
 */
export function TableFrame({ label, children, ...rest }: TableScrollAreaProps & { label?: string }) {
  const { ref, overflows } = useOverflows();
  return (
    <Table.ScrollArea
      ref={ref}
      borderWidth="1px"
      rounded="md"
      role={label ? 'region' : undefined}
      aria-label={label}
      tabIndex={overflows ? 0 : undefined}
      data-table-frame=""
      data-scrolls={overflows ? 'true' : undefined}
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
      {...rest}
    >
      {children}
    </Table.ScrollArea>
  );
}
