import { Avatar, Box, Button, Menu, Portal, Text, VisuallyHidden } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LOCALES, type Locale } from '../../i18n/i18n';
import { formatDate } from '../../shared/format-date';
import { ChevronDownIcon, GlobeIcon, LayoutIcon, LogoutIcon } from '../../shared/ui/icons';
import { useLoginTime, type Session } from '../../shared/session/auth-store';
import { signOut } from '../session/sign-out';
import { useCurrentUser } from '../session/use-current-user';
import { setPreference, useUi } from '../../shared/store/ui-store';

/** The header's profile dropdown: who is signed in, navigation type, language, "Wyloguj". */
export function ProfileMenu({ session }: { session: Session }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const navType = useUi((state) => state.navType);
  const locale = useUi((state) => state.locale);
  const me = useCurrentUser();
  const fullName = me ? `${me.firstName} ${me.lastName}`.trim() || me.email : '';
  const loginTime = useLoginTime();

  const onSelect = ({ value }: { value: string }) => {
    if (value === 'sign-out') void signOut(client);
    else if (value === 'nav-type') setPreference('navType', navType === 'SIDE' ? 'TOP' : 'SIDE');
    else if ((SUPPORTED_LOCALES as readonly string[]).includes(value)) setPreference('locale', value as Locale);
  };

  return (
    <Menu.Root onSelect={onSelect} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" px="2" data-testid="profile-menu-trigger">
          {/* The name is the visible text; "Profil" leads it for screen readers (axe: label-content-name-mismatch). */}
          <VisuallyHidden>{t('header.profile')}:</VisuallyHidden>
          <Avatar.Root size="xs" colorPalette="teal" aria-hidden="true">
            <Avatar.Fallback name={fullName || undefined} />
          </Avatar.Root>
          <Text display={{ base: 'none', lg: 'block' }} fontSize="sm" fontWeight="medium" maxW="40" truncate>
            {fullName || t('header.employeeNumber', { number: session.numer_pracownika })}
          </Text>
          <ChevronDownIcon boxSize="4" color="fg.muted" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="64">
            <Box px="2" py="2">
              {fullName && (
                <Text fontWeight="semibold" fontSize="sm">
                  {fullName}
                </Text>
              )}
              {me?.email && (
                <Text fontSize="xs" color="fg.muted">
                  {me.email}
                </Text>
              )}
              <Text fontSize="xs" color="fg.muted" mt="1">
                {t('header.role', { role: t(`roles.${session.role}`) })}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {t('header.employeeNumber', { number: session.numer_pracownika })}
              </Text>
              {loginTime !== null && (
                <Text fontSize="xs" color="fg.muted" data-testid="session-since">
                  {t('header.sessionSince', { date: formatDate(loginTime) })}
                </Text>
              )}
            </Box>
            <Menu.Separator />
            <Menu.Item value="nav-type">
              <LayoutIcon boxSize="4" />
              {navType === 'SIDE' ? t('header.navTypeTop') : t('header.navTypeSide')}
            </Menu.Item>
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel display="flex" alignItems="center" gap="2">
                <GlobeIcon boxSize="4" />
                {t('header.language')}
              </Menu.ItemGroupLabel>
              {SUPPORTED_LOCALES.map((code) => (
                <Menu.Item key={code} value={code} fontWeight={code === locale ? 'semibold' : 'normal'}>
                  {t(`languages.${code}`)}
                </Menu.Item>
              ))}
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item value="sign-out" color="fg.error" _hover={{ bg: 'bg.error', color: 'fg.error' }}>
              <LogoutIcon boxSize="4" />
              {t('header.signOut')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
