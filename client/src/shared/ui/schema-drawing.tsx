import { Box, type BoxProps } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { drawSchemaSvg, type DrawSchemaOptions, type SchemaGeometryInput } from '../../../../domain/manufacturing/index';

interface SchemaDrawingProps extends Omit<BoxProps, 'children'> {
  schema: SchemaGeometryInput & { code?: string; name?: string };
  detail?: DrawSchemaOptions['detail'];
  violations?: DrawSchemaOptions['violations'];
  lang?: DrawSchemaOptions['lang'];
  label: string;
}

/** The smallest text the drawing shows on screen, in CSS px. */
const DRAWING_MIN_FONT_PX = 12;

/** The content box of an element (CSS px), followed as it resizes; null before it is measured
 *  (or where the browser cannot tell, e.g. a test DOM without ResizeObserver). */
function useContentBox() {
  const ref = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const { width, height } = entry.contentRect;
      // whole px: sub-pixel jitter must not redraw the drawing
      setBox((old) => (old && Math.round(old.width) === Math.round(width) && Math.round(old.height) === Math.round(height) ? old : { width: Math.round(width), height: Math.round(height) }));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, box };
}

/** A drilling schema drawn by the domain's `drawSchemaSvg` (the same drawing the server serves,
 *  the production sheet and label previews use). The full drawing is fitted to the box it is
 *  shown in, so its dimensions and labels read at DRAWING_MIN_FONT_PX or more at any screen
 *  width. The SVG has no script and escapes every text. */
export function SchemaDrawing({ schema, detail = 'full', violations, lang = 'pl', label, ...box }: SchemaDrawingProps) {
  const { ref, box: size } = useContentBox();
  const fit = detail === 'full' && size && size.width > 0 && size.height > 0 ? { width: size.width, height: size.height, minFontPx: DRAWING_MIN_FONT_PX } : undefined;
  const fitKey = fit ? `${fit.width}x${fit.height}` : '';
  const svg = useMemo(() => {
    try {
      return drawSchemaSvg(schema, { detail, violations, lang, width: '100%', height: '100%', fit });
    } catch {
      return null;
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fit is rebuilt each render; its size is the key
  }, [schema, detail, violations, lang, fitKey]);
  return (
    <Box ref={ref} role="img" aria-label={label} lineHeight="0" data-fitted={fit ? 'true' : undefined} css={{ '& svg': { width: '100%', height: '100%' } }} dangerouslySetInnerHTML={svg ? { __html: svg } : undefined} {...box} />
  );
}
