import { Box, type BoxProps } from '@chakra-ui/react';
import { useMemo } from 'react';
import { drawSchemaSvg, type DrawSchemaOptions, type SchemaGeometryInput } from '../../../../domain/manufacturing/index';

interface SchemaDrawingProps extends Omit<BoxProps, 'children'> {
  schema: SchemaGeometryInput & { code?: string; name?: string };
  detail?: DrawSchemaOptions['detail'];
  violations?: DrawSchemaOptions['violations'];
  lang?: DrawSchemaOptions['lang'];
  label: string;
}

/** A drilling schema drawn by the domain's `drawSchemaSvg` (the same drawing the server serves,
 *  the production sheet and label previews use). The SVG has no script and escapes every text. */
export function SchemaDrawing({ schema, detail = 'full', violations, lang = 'pl', label, ...box }: SchemaDrawingProps) {
  const svg = useMemo(() => {
    try {
      return drawSchemaSvg(schema, { detail, violations, lang, width: '100%', height: '100%' });
    } catch {
      return null;
    }
  }, [schema, detail, violations, lang]);
  if (!svg) return null;
  return <Box role="img" aria-label={label} lineHeight="0" css={{ '& svg': { width: '100%', height: '100%' } }} dangerouslySetInnerHTML={{ __html: svg }} {...box} />;
}
