import { Button, Grid, Kbd } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MANUFACTURING_TYPES, typeRules, type ManufacturingType } from '../../../../../../domain/manufacturing/index';

/** The types as big buttons; the first takes the focus, digits 1-6 choose too. */
export function TypeButtons({ value, onChoose }: { value: ManufacturingType | null; onChoose(type: ManufacturingType): void }) {
  const { t } = useTranslation();
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!value) first.current?.focus();
  }, [value]);
  return (
    <Grid
      templateColumns={{ base: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', xl: 'repeat(6, 1fr)' }}
      gap="3"
      role="radiogroup"
      aria-label={t('manufacturing.custom.station.chooseType')}
      data-testid="type-buttons"
      onKeyDown={(e) => {
        const n = Number(e.key);
        if (Number.isInteger(n) && n >= 1 && n <= MANUFACTURING_TYPES.length) {
          e.preventDefault();
          onChoose(MANUFACTURING_TYPES[n - 1]);
        }
      }}
    >
      {MANUFACTURING_TYPES.map((code, i) => (
        <Button
          key={code}
          ref={i === 0 ? first : undefined}
          role="radio"
          aria-checked={value === code}
          size="xl"
          h="auto"
          minH="16"
          py="3"
          whiteSpace="normal"
          variant={value === code ? 'solid' : 'outline'}
          colorPalette="teal"
          onClick={() => onChoose(code)}
          data-testid={`type-${code}`}
        >
          <Kbd size="sm" mr="1">
            {i + 1}
          </Kbd>
          {t(typeRules(code).labelKey)}
        </Button>
      ))}
    </Grid>
  );
}
