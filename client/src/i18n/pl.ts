import { analyticsPl } from '../features/manufacturing-analytics/i18n/pl';
import { standardManufacturingPl } from '../features/manufacturing-standard/i18n/pl';
import { usersPl } from '../features/users/i18n/pl';
import { manufacturingDataPl } from '../features/manufacturing-data/i18n/pl';
import { schemasPl } from '../features/manufacturing/i18n/pl';
import { customPl } from '../features/manufacturing/i18n/custom-pl';
import { labelPrintingPl } from '../features/label-printing/i18n/pl';
import { packingPl } from '../features/packing/i18n/pl';
import { apiKeysPl } from '../features/api-keys/i18n/pl';
import { inventoriesPl } from '../features/inventories/i18n/pl';
import { orderHistoryPl } from '../features/order-history/i18n/pl';
import { accountPl } from '../features/auth/i18n/account-pl';
import { manufacturingDomainPl } from '../../../domain/manufacturing/i18n/pl';
/** Polish texts (default language). SPEC.md texts are kept verbatim, including their spelling. */
export const pl = {
  app: {
    name: 'Glass Back Office',
    tagline: 'Panel zaplecza',
    loading: 'Ładowanie…',
  },
  scan: {
    fieldRefused: 'Zeskanowano {{code}} w polu, które nie przyjmuje skanów: pominięto',
    labelUnknown: 'Etykieta {{code}} nie istnieje',
    labelOpening: 'Otwieram rekord {{id}} (etykieta {{code}})',
  },
  nav: {
    packing: 'Pakowanie',
    manufacturing: 'Produkcja',
    inventories: 'Stany magazynowe',
    labelPrinting: 'Wydruk etykiet',
    orderHistory: 'Historia zamówień',
    users: 'Użytkownicy',
    manufacturingData: 'Dane produkcyjne',
    home: 'Strona główna',
    mainMenu: 'Menu główne',
    searchPlaceholder: 'Szukaj w menu',
    searchLabel: 'Szukaj w menu',
    noResults: 'Brak pozycji pasujących do wyszukiwania',
    openMenu: 'Otwórz menu',
    closeMenu: 'Zamknij menu',
    collapse: 'Zwiń menu',
    expand: 'Rozwiń menu',
    breadcrumb: 'Ścieżka nawigacji',
  },
  header: {
    profile: 'Profil użytkownika',
    employeeNumber: 'Nr pracownika: {{number}}',
    sessionSince: 'Zalogowano: {{date}}',
    role: 'Rola: {{role}}',
    themeDark: 'Włącz tryb ciemny',
    themeLight: 'Włącz tryb jasny',
    navTypeTop: 'Nawigacja górna',
    navTypeSide: 'Nawigacja boczna',
    language: 'Język',
    signOut: 'Wyloguj',
  },
  roles: {
    '1': 'Klient',
    '2': 'Pracownik biura',
    '3': 'Pracownik magazynu',
    '4': 'Administrator',
  },
  languages: {
    pl: 'Polski',
    en: 'English',
  },
  auth: {
    signInTitle: 'Zaloguj się',
    signInSubtitle: 'Podaj dane swojego konta, aby przejść do panelu.',
    username: 'Nazwa użytkownika',
    usernamePlaceholder: 'jan.kowalski@firma.pl',
    password: 'Hasło',
    signIn: 'Zaloguj',
    forgotPasswordLink: 'Nie pamiętasz hasła?',
    registerLink: 'Nie masz konta? Zarejestruj się',
    registerTitle: 'Rejestracja',
    registerSubtitle: 'Konto w panelu zakłada administrator. Skontaktuj się z nim, aby uzyskać dostęp.',
    forgotPasswordTitle: 'Odzyskiwanie hasła',
    forgotPasswordSubtitle: 'Aby odzyskać dostęp do konta, skontaktuj się z administratorem.',
    backToLogin: 'Wróć do logowania',
    validation: {
      usernameRequired: 'Proszę podać nazwę użytkownika',
      usernameEmail: 'Prosze podać poprawny email!',
      passwordRequired: 'Proszę podać hasło',
    },
    errors: {
      invalidCredentials: 'Niepoprawne dane',
      generic: 'Coś poszło nie tak, spróbuj ponownie później',
    },
  },
  manufacturing: {
    tabsLabel: 'Widoki produkcji',
    tabStandard: 'Produkcja standardowa',
    tabCustom: 'Produkcja niestandardowa',
    tabSchemas: 'Schematy wierceń',
    schemas: schemasPl,
    standard: standardManufacturingPl,
    custom: customPl,
    tabAnalytics: 'Analityka',
    analytics: analyticsPl,
  },
  placeholder: {
    description: 'Ten moduł zostanie udostępniony w kolejnej wersji aplikacji.',
  },
  notFound: {
    title: 'Nie znaleziono strony',
    description: 'Strona nie istnieje albo nie masz do niej dostępu.',
    action: 'Przejdź do strony startowej',
  },
  message: {
    successTitle: 'Sukces',
    errorTitle: 'Błąd',
    close: 'Zamknij',
  },
  errors: {
    chunkLoad: 'Loading chunk {{chunk}} failed',
    reload: 'Odśwież stronę',
    unexpected: 'Wystąpił nieoczekiwany błąd',
  },
  users: usersPl,
  manufacturingData: manufacturingDataPl,
  packing: packingPl,
  inventories: inventoriesPl,
  orderHistory: orderHistoryPl,
  account: accountPl,
  labelPrinting: labelPrintingPl,
  apiKeys: apiKeysPl,
  // The shared manufacturing domain's texts (I18N_NAMESPACE in domain/manufacturing/messages.ts).
  manufacturingDomain: manufacturingDomainPl,
};
