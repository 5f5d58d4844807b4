/** Polish texts of registration and password reset (registered in src/i18n/pl.ts under `account`). */
export const accountPl = {
  email: 'E-mail',
  password: 'Hasło',
  passwordRepeat: 'Powtórz hasło',
  firstName: 'Imię',
  lastName: 'Nazwisko',
  numer_zewnetrzny: 'Numer klienta sklepu',
  register: {
    subtitleOpen: 'Załóż konto klienta, podając swój numer klienta sklepu.',
    closed: 'Rejestracja jest wyłączona. Aby uzyskać konto, skontaktuj się z administratorem.',
    submit: 'Zarejestruj się',
    success: 'Konto zostało utworzone',
  },
  forgot: {
    subtitleMail: 'Podaj adres e-mail konta. Wyślemy na niego link do ustawienia nowego hasła.',
    noMail: 'Aby odzyskać dostęp do konta, skontaktuj się z administratorem. Administrator może ustawić nowe hasło w module Użytkownicy.',
    submit: 'Wyślij link',
    sent: 'Jeśli konto o podanym adresie istnieje, wysłaliśmy na nie link do ustawienia nowego hasła. Link jest ważny przez godzinę.',
  },
  reset: {
    title: 'Ustaw nowe hasło',
    subtitle: 'Podaj nowe hasło do swojego konta.',
    submit: 'Ustaw hasło',
    done: 'Hasło zostało zmienione. Możesz się teraz zalogować.',
    invalidLink: 'Link jest nieprawidłowy lub wygasł. Poproś o nowy link.',
  },
  validation: {
    required: 'To pole jest wymagane',
    email: 'Prosze podać poprawny email!',
    passwordMin: 'Hasło musi mieć co najmniej 8 znaków',
    passwordMax: 'Hasło może mieć najwyżej 72 bajty',
    passwordMismatch: 'Hasła nie są takie same',
    tooLong: 'Wartość jest za długa',
    taken: 'Ta wartość jest już używana',
    invalid: 'Niepoprawna wartość',
  },
  errors: {
    generic: 'Coś poszło nie tak, spróbuj ponownie później',
    closed: 'Rejestracja jest wyłączona. Skontaktuj się z administratorem.',
  },
};
