import { Input, InputGroup } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../shared/ui/icons';

interface MenuSearchProps {
  value: string;
  onChange: (value: string) => void;
}

export function MenuSearch({ value, onChange }: MenuSearchProps) {
  const { t } = useTranslation();
  return (
    <InputGroup startElement={<SearchIcon boxSize="4" color="fg.muted" />}>
      <Input
        type="search"
        size="sm"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('nav.searchPlaceholder')}
        aria-label={t('nav.searchLabel')}
        rounded="md"
      />
    </InputGroup>
  );
}
