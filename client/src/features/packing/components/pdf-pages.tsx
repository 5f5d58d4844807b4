import { Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Document, Page, pdfjs } from 'react-pdf';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
// The text layer (selectable, searchable text over each page's canvas) is transparent and laid
// over the canvas only with pdf.js's own rules; without them its spans show as text in the
// theme's colour under the page (light grey on white in the dark theme: axe color-contrast).
import 'react-pdf/dist/Page/TextLayer.css';

// The worker is a file of this app (CSP worker-src 'self'), not a CDN.
pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

/** No eval (the CSP forbids it) and no network for fonts: the standard 14 fonts come from the system. */
const OPTIONS = { isEvalSupported: false, useSystemFonts: true };

/**
 * The PDF drawn with pdf.js, page by page on canvases as wide as the frame: it shows the same on an
 * Android handheld (whose Chrome renders no PDF in a frame) as on a desktop. Loaded on demand (the
 * packing screen's first chunk stays small).
 */
export default function PdfPages({ bytes, title }: { bytes: Uint8Array; title: string }) {
  const { t } = useTranslation();
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [pages, setPages] = useState(0);
  // 1 = the page as wide as the frame; on a phone that draws an A4 line at about 6 px, so staff zoom in
  const [zoom, setZoom] = useState(1);
  // pdf.js hands the buffer to its worker (detaching it): give it a copy.
  const file = useMemo(() => ({ data: bytes.slice() }), [bytes]);

  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setWidth(Math.floor(el.clientWidth - 2)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <Stack gap="1">
      <HStack gap="1" justify="end" role="group" aria-label={t('packing.pdf.zoomLevel', { percent: Math.round(zoom * 100) })} data-testid="pdf-zoom">
        <Text fontSize="sm" color="fg.muted" me="auto" aria-live="polite" data-testid="pdf-zoom-level">
          {t('packing.pdf.zoomLevel', { percent: Math.round(zoom * 100) })}
        </Text>
        <Button size="xs" variant="outline" onClick={() => setZoom((z) => Math.max(1, z - 0.5))} disabled={zoom <= 1} aria-label={t('packing.pdf.zoomOut')} data-testid="pdf-zoom-out">
          −
        </Button>
        <Button size="xs" variant="outline" onClick={() => setZoom((z) => Math.min(4, z + 0.5))} disabled={zoom >= 4} aria-label={t('packing.pdf.zoomIn')} data-testid="pdf-zoom-in">
          +
        </Button>
        <Button size="xs" variant="outline" onClick={() => setZoom(1)} disabled={zoom === 1} data-testid="pdf-zoom-fit">
          {t('packing.pdf.zoomFit')}
        </Button>
      </HStack>
      <Box ref={frame} w="full" h={{ base: '65vh', lg: '75vh' }} overflow="auto" borderWidth="1px" rounded="md" bg="bg.muted" role="document" aria-label={title} tabIndex={0} data-testid="document-pdf">
        <Document
          file={file}
          options={OPTIONS}
          onLoadSuccess={(doc) => setPages(doc.numPages)}
          loading={<Spinner m="6" />}
          error={
            <Text p="4" color="fg.error">
              {t('packing.pdf.error')}
            </Text>
          }
        >
          {width > 0 && (
            <Stack gap="2" align={zoom > 1 ? 'start' : 'center'} py="2" px={zoom > 1 ? '2' : undefined}>
              {Array.from({ length: pages }, (_, i) => (
                <Box key={i} boxShadow="sm" data-testid="pdf-page">
                  <Page pageNumber={i + 1} width={Math.round((width - 16) * zoom)} renderAnnotationLayer={false} renderTextLayer />
                </Box>
              ))}
            </Stack>
          )}
        </Document>
      </Box>
    </Stack>
  );
}
