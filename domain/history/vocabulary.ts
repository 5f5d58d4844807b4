/**
 * Historia zamówień in words staff read, shared by the server's CSV/XLSX export and
 * the client's table and detail drawer: entity types, actions, field labels, and value words.
 * Pure TypeScript: no node built-ins, DOM, or imports from server/ or client/.
 */
import { formatWarsawDateTime } from '../dates/index.js';
export type Lang = 'pl' | 'en';

type Words = Record<string, { pl: string; en: string }>;

export const ENTITY_TYPES: Words = {
  stock_item: { pl: 'Pozycja magazynowa', en: 'Stock item' },
  change: { pl: 'Zmiana magazynowa', en: 'Stock change' },
  document: { pl: 'Dokument zamówienia', en: 'Order document' },
  user: { pl: 'Użytkownik', en: 'User' },
  print_job: { pl: 'Wydruk', en: 'Print job' },
  printer: { pl: 'Drukarka', en: 'Printer' },
  computer: { pl: 'Komputer', en: 'Computer' },
  quick_print_label: { pl: 'Etykieta', en: 'Label' },
  api_key: { pl: 'Klucz API', en: 'API key' },
  drilling_schema: { pl: 'Schemat wierceń', en: 'Drilling schema' },
  manufacturing_data: { pl: 'Dane produkcyjne', en: 'Manufacturing data' },
  manufacturing_record: { pl: 'Produkcja niestandardowa', en: 'Custom manufacturing record' },
  manufacturing_batch: { pl: 'Partia produkcyjna', en: 'Manufacturing batch' },
  manufacturing_missing_glass: { pl: 'Brak szkła', en: 'Missing glass' },
  standard_manufacturing: { pl: 'Produkcja standardowa', en: 'Standard manufacturing' },
};

export const ACTIONS: Words = {
  created: { pl: 'Utworzono', en: 'Created' },
  updated: { pl: 'Zmieniono', en: 'Updated' },
  deleted: { pl: 'Usunięto', en: 'Deleted' },
  imported: { pl: 'Zaimportowano', en: 'Imported' },
  registered: { pl: 'Zarejestrowano', en: 'Registered' },
  quantity_changed: { pl: 'Zmiana stanu', en: 'Stock level changed' },
  location_changed: { pl: 'Zmiana lokalizacji', en: 'Location changed' },
  availability_check_set: { pl: 'Kontrola dostępności', en: 'Availability check' },
  retried: { pl: 'Ponowiono wysyłkę do ERP', en: 'Resent to the ERP' },
  sync_failed: { pl: 'Błąd synchronizacji ERP', en: 'ERP sync failed' },
  locked: { pl: 'Zablokowano', en: 'Locked' },
  lock_taken_over: { pl: 'Przejęto blokadę', en: 'Lock taken over' },
  unlocked: { pl: 'Odblokowano', en: 'Unlocked' },
  force_unlocked: { pl: 'Odblokowano (administrator)', en: 'Unlocked by an admin' },
  shipped: { pl: 'Przekazano do wysyłki', en: 'Passed to shipping' },
  missing_parts: { pl: 'Brakujące części', en: 'Missing parts' },
  queued: { pl: 'Zlecono wydruk', en: 'Print queued' },
  sending: { pl: 'Wysyłanie do drukarki', en: 'Sending to the printer' },
  retry_scheduled: { pl: 'Ponowienie wydruku', en: 'Print retry' },
  printed: { pl: 'Wydrukowano', en: 'Printed' },
  failed: { pl: 'Wydruk nieudany', en: 'Print failed' },
  needs_attention: { pl: 'Wysłano do drukarki, wynik nieznany', en: 'Sent to the printer, outcome unknown' },
  confirmed_printed: { pl: 'Potwierdzono wydruk', en: 'Confirmed as printed' },
  cancelled: { pl: 'Anulowano wydruk', en: 'Print cancelled' },
  resent: { pl: 'Wysłano ponownie', en: 'Resent' },
  registered_by_agent: { pl: 'Dodana przez agenta wydruku', en: 'Added by the print agent' },
  agent_registered: { pl: 'Agent wydruku zgłosił się', en: 'Print agent registered' },
  revoked: { pl: 'Unieważniono', en: 'Revoked' },
  archived: { pl: 'Zarchiwizowano', en: 'Archived' },
  deactivated: { pl: 'Wyłączono', en: 'Deactivated' },
  password_reset: { pl: 'Zresetowano hasło', en: 'Password reset' },
  password_reset_by_email: { pl: 'Hasło zmienione przez e-mail', en: 'Password reset by e-mail' },
  password_changed: { pl: 'Zmieniono hasło', en: 'Password changed' },
  returned_to_queue: { pl: 'Wrócił do kolejki pakowania', en: 'Back in the packing queue' },
  closed: { pl: 'Zamknięto', en: 'Closed' },
  reopened: { pl: 'Otwarto ponownie', en: 'Reopened' },
  batch_closed: { pl: 'Zamknięto w partii', en: 'Closed into a batch' },
  batch_reopened: { pl: 'Partia otwarta ponownie', en: 'Batch reopened' },
  label_printed: { pl: 'Wydrukowano etykiety', en: 'Labels printed' },
  label_reprinted: { pl: 'Dodrukowano etykiety', en: 'Labels reprinted' },
  label_voided: { pl: 'Unieważniono etykiety', en: 'Labels voided' },
  labels_printed: { pl: 'Wydrukowano etykiety', en: 'Labels printed' },
  labels_voided: { pl: 'Unieważniono etykiety', en: 'Labels voided' },
  missing_reported: { pl: 'Zgłoszono brak szkła', en: 'Missing glass reported' },
  missing_closed: { pl: 'Zamknięto brak szkła', en: 'Missing glass closed' },
  missing_printed: { pl: 'Wydrukowano kartę braku', en: 'Remake slip printed' },
  persisted: { pl: 'Przyjęto na stan', en: 'Added to stock' },
  persist_retried: { pl: 'Ponowiono przyjęcie na stan', en: 'Adding to stock retried' },
  persist_failed: { pl: 'Błąd przyjęcia na stan', en: 'Adding to stock failed' },
};

export const FIELDS: Words = {
  status: { pl: 'Stan', en: 'Status' },
  error: { pl: 'Błąd', en: 'Error' },
  errorMessage: { pl: 'Błąd', en: 'Error' },
  printer: { pl: 'Drukarka', en: 'Printer' },
  copies: { pl: 'Kopie', en: 'Copies' },
  source: { pl: 'Źródło', en: 'Source' },
  attempts: { pl: 'Próby', en: 'Attempts' },
  attempt: { pl: 'Próba', en: 'Attempt' },
  name: { pl: 'Nazwa', en: 'Name' },
  lines: { pl: 'Tekst', en: 'Text' },
  ean: { pl: 'EAN', en: 'EAN' },
  code: { pl: 'Kod', en: 'Code' },
  size: { pl: 'Rozmiar', en: 'Size' },
  email: { pl: 'E-mail', en: 'E-mail' },
  firstName: { pl: 'Imię', en: 'First name' },
  lastName: { pl: 'Nazwisko', en: 'Last name' },
  role: { pl: 'Rola', en: 'Role' },
  numer_pracownika: { pl: 'Numer pracownika', en: 'Employee number' },
  numer_zewnetrzny: { pl: 'Numer zewnętrzny', en: 'External number' },
  active: { pl: 'Aktywny', en: 'Active' },
  enabled: { pl: 'Aktywna', en: 'Enabled' },
  type: { pl: 'Rodzaj', en: 'Type' },
  data: { pl: 'Dane', en: 'Data' },
  stary_stan: { pl: 'Stary stan', en: 'Old level' },
  nowy_stan: { pl: 'Nowy stan', en: 'New level' },
  powod_zmiany: { pl: 'Powód zmiany', en: 'Reason' },
  stara_lokalizacja: { pl: 'Stara lokalizacja', en: 'Old location' },
  nowa_lokalizacja: { pl: 'Nowa lokalizacja', en: 'New location' },
  location: { pl: 'Lokalizacja', en: 'Location' },
  quantity: { pl: 'Stan', en: 'Quantity' },
  availabilityCheck: { pl: 'Kontrola dostępności', en: 'Availability check' },
  lockedByName: { pl: 'Zablokował', en: 'Locked by' },
  lockedAt: { pl: 'Zablokowano', en: 'Locked at' },
  previousHolder: { pl: 'Poprzednio blokował', en: 'Previous holder' },
  previousLockedAt: { pl: 'Poprzednio zablokowano', en: 'Previously locked at' },
  lockedById: { pl: 'Zablokował (id użytkownika)', en: 'Locked by (user id)' },
  number: { pl: 'Numer', en: 'Number' },
  externalId: { pl: 'Identyfikator w sklepie', en: 'Shop id' },
  customer: { pl: 'Klient', en: 'Customer' },
  shippingMethod: { pl: 'Sposób wysyłki', en: 'Shipping method' },
  fileSize: { pl: 'Rozmiar pliku', en: 'File size' },
  wantsInvoice: { pl: 'Faktura', en: 'Invoice' },
  paymentsCod: { pl: 'Pobranie', en: 'Cash on delivery' },
  is_pickup: { pl: 'Odbiór osobisty', en: 'Pickup' },
  pickup_place: { pl: 'Miejsce odbioru', en: 'Pickup place' },
  idempotencyKey: { pl: 'Klucz powtórzenia', en: 'Idempotency key' },
  missingParts: { pl: 'Brakujące części', en: 'Missing parts' },
  missingPartsNote: { pl: 'Uwagi', en: 'Note' },
  note: { pl: 'Uwagi', en: 'Note' },
  rows: { pl: 'Wiersze', en: 'Rows' },
  created: { pl: 'Dodano', en: 'Created' },
  updated: { pl: 'Zmieniono', en: 'Updated' },
  uses: { pl: 'Użycia', en: 'Uses' },
  prefix: { pl: 'Początek klucza', en: 'Key prefix' },
  scope: { pl: 'Zakres', en: 'Scope' },
  queue: { pl: 'Kolejka', en: 'Queue' },
  language: { pl: 'Język', en: 'Language' },
  hostname: { pl: 'Host', en: 'Host name' },
  driver: { pl: 'Sterownik', en: 'Driver' },
  host: { pl: 'Adres', en: 'Address' },
  port: { pl: 'Port', en: 'Port' },
  folder: { pl: 'Folder', en: 'Folder' },
  computer: { pl: 'Komputer', en: 'Computer' },
  printers: { pl: 'Drukarki', en: 'Printers' },
  index: { pl: 'Indeks', en: 'Index' },
  createdAt: { pl: 'Utworzono', en: 'Created at' },
  id: { pl: 'Id', en: 'Id' },
  // manufacturing: standard entries, drilling schemas, manufacturing data, custom records
  changeId: { pl: 'Zmiana magazynowa', en: 'Stock change' },
  change: { pl: 'Zmiana magazynowa', en: 'Stock change' },
  manufacturingDataId: { pl: 'Dane produkcyjne', en: 'Manufacturing data' },
  pieces: { pl: 'Sztuki', en: 'Pieces' },
  activePieces: { pl: 'Sztuki ważne', en: 'Active pieces' },
  printedPieces: { pl: 'Sztuki wydrukowane', en: 'Printed pieces' },
  seq: { pl: 'Kolejny numer', en: 'Sequence' },
  printedAt: { pl: 'Wydrukowano', en: 'Printed at' },
  printCount: { pl: 'Liczba wydruków', en: 'Print count' },
  voidedAt: { pl: 'Unieważniono', en: 'Voided at' },
  voidedBy: { pl: 'Unieważnił', en: 'Voided by' },
  checkedAt: { pl: 'Sprawdzono', en: 'Checked at' },
  persistedAt: { pl: 'Przyjęto na stan', en: 'Added to stock at' },
  updatedAt: { pl: 'Zmieniono', en: 'Updated at' },
  archivedAt: { pl: 'Zarchiwizowano', en: 'Archived at' },
  thicknessMin: { pl: 'Grubość od (mm)', en: 'Thickness from (mm)' },
  thicknessMax: { pl: 'Grubość do (mm)', en: 'Thickness to (mm)' },
  paneWidth: { pl: 'Szerokość tafli (mm)', en: 'Pane width (mm)' },
  paneHeight: { pl: 'Wysokość tafli (mm)', en: 'Pane height (mm)' },
  referenceCorner: { pl: 'Narożnik odniesienia', en: 'Reference corner' },
  holes: { pl: 'Otwory', en: 'Holes' },
  cutouts: { pl: 'Wycięcia', en: 'Cutouts' },
  diameter: { pl: 'Średnica (mm)', en: 'Diameter (mm)' },
  x: { pl: 'X (mm)', en: 'X (mm)' },
  y: { pl: 'Y (mm)', en: 'Y (mm)' },
  width: { pl: 'Szerokość', en: 'Width' },
  height: { pl: 'Wysokość', en: 'Height' },
  glassKind: { pl: 'Rodzaj szkła', en: 'Glass kind' },
  thicknessMm: { pl: 'Grubość (mm)', en: 'Thickness (mm)' },
  widthMm: { pl: 'Szerokość (mm)', en: 'Width (mm)' },
  heightMm: { pl: 'Wysokość (mm)', en: 'Height (mm)' },
  weightKg: { pl: 'Waga (kg)', en: 'Weight (kg)' },
  weightOverridden: { pl: 'Waga podana ręcznie', en: 'Weight entered by hand' },
  defaultSchemaId: { pl: 'Domyślny schemat', en: 'Default schema' },
  labelsPerPiece: { pl: 'Etykiet na sztukę', en: 'Labels per piece' },
  panes: { pl: 'Tafle', en: 'Panes' },
  part: { pl: 'Część', en: 'Part' },
  batch: { pl: 'Partia', en: 'Batch' },
  labels: { pl: 'Etykiety', en: 'Labels' },
  missingGlass: { pl: 'Brak szkła', en: 'Missing glass' },
  paneIndex: { pl: 'Tafla', en: 'Pane' },
  reason: { pl: 'Przyczyna', en: 'Reason' },
  records: { pl: 'Rekordy', en: 'Records' },
  totalWeightKg: { pl: 'Waga razem (kg)', en: 'Total weight (kg)' },
  notes: { pl: 'Uwagi', en: 'Notes' },
  version: { pl: 'Wersja', en: 'Version' },
  unversioned: { pl: 'Zapis bez wersji', en: 'Saved without a version' },
};

/** Status and code values shown as words. */
export const VALUES: Words = {
  LOCK_EXPIRED: { pl: 'Blokada wygasła', en: 'Lock expired' },
  TAKE_OVER: { pl: 'Przejęcie blokady', en: 'Lock taken over' },
  QUEUED: { pl: 'W kolejce', en: 'Queued' },
  SENDING: { pl: 'Wysyłanie', en: 'Sending' },
  DONE: { pl: 'Wydrukowano', en: 'Printed' },
  FAILED: { pl: 'Nieudany', en: 'Failed' },
  NEEDS_ATTENTION: { pl: 'Wymaga decyzji', en: 'Needs attention' },
  CANCELLED: { pl: 'Anulowano', en: 'Cancelled' },
  PENDING: { pl: 'Oczekuje na ERP', en: 'Waiting for the ERP' },
  SUCCESS: { pl: 'Zapisano', en: 'Applied' },
  ERROR: { pl: 'Błąd', en: 'Error' },
  NEW: { pl: 'Nowy', en: 'New' },
  LOCKED: { pl: 'Zablokowany', en: 'Locked' },
  SHIPPED: { pl: 'Przekazany do wysyłki', en: 'Passed to shipping' },
  MISSING_PARTS: { pl: 'Brakujące części', en: 'Missing parts' },
  DELETED: { pl: 'Usunięty', en: 'Deleted' },
  quick_print: { pl: 'Wydruk etykiet', en: 'Label printing' },
  stock_label: { pl: 'Etykieta towaru', en: 'Stock label' },
  test_print: { pl: 'Wydruk testowy', en: 'Test print' },
  location: { pl: 'Lokalizacja', en: 'Location' },
  stock: { pl: 'Stan', en: 'Stock level' },
  small: { pl: 'Mała 50×30 mm', en: 'Small 50×30 mm' },
  large: { pl: 'Duża 100×150 mm', en: 'Large 100×150 mm' },
  tcp: { pl: 'Sieć (TCP 9100)', en: 'Network (TCP 9100)' },
  agent: { pl: 'Agent wydruku', en: 'Print agent' },
  file: { pl: 'Plik (folder)', en: 'File (folder)' },
  // standard manufacturing entries
  DRAFT: { pl: 'Szkic', en: 'Draft' },
  CHECKED: { pl: 'Sprawdzono', en: 'Checked' },
  PERSISTING: { pl: 'Przyjmowanie na stan', en: 'Adding to stock' },
  PERSISTED: { pl: 'Przyjęto na stan', en: 'Added to stock' },
  standard_piece: { pl: 'Etykieta produkcji standardowej', en: 'Standard manufacturing label' },
  // drilling schemas: reference corners
  'bottom-left': { pl: 'lewy dolny', en: 'bottom left' },
  'bottom-right': { pl: 'prawy dolny', en: 'bottom right' },
  'top-left': { pl: 'lewy górny', en: 'top left' },
  'top-right': { pl: 'prawy górny', en: 'top right' },
  // glass kinds and missing glass reasons
  hartowane: { pl: 'Hartowane', en: 'Tempered' },
  laminowane: { pl: 'Laminowane', en: 'Laminated' },
  float: { pl: 'Float', en: 'Float' },
  lustro: { pl: 'Lustro', en: 'Mirror' },
  stluczka_w_produkcji: { pl: 'Stłuczka w produkcji', en: 'Broken in production' },
  nie_dostarczono: { pl: 'Nie dostarczono', en: 'Not delivered' },
  zly_wymiar: { pl: 'Zły wymiar', en: 'Wrong size' },
};

const ROLES: Record<number, { pl: string; en: string }> = {
  1: { pl: 'klient', en: 'customer' },
  2: { pl: 'pracownik biura', en: 'office staff' },
  3: { pl: 'pracownik magazynu', en: 'warehouse staff' },
  4: { pl: 'administrator', en: 'administrator' },
};

const word = (table: Words, key: string, lang: Lang): string => table[key]?.[lang] ?? key.replace(/_/g, ' ');

export const entityTypeWord = (type: string, lang: Lang = 'pl') => word(ENTITY_TYPES, type, lang);
export const actionWord = (action: string, lang: Lang = 'pl') => word(ACTIONS, action, lang);
/** Codes written by different modules for the same thing (label_printed, labels_printed) read as one
 *  action: the filter offers each word once, under its first code, and that code stands for all. */
export const FILTER_ACTIONS: string[] = Object.keys(ACTIONS).filter((code, i, all) => all.findIndex((c) => ACTIONS[c].pl === ACTIONS[code].pl) === i);
export const actionCodesFor = (action: string): string[] => {
  const pl = ACTIONS[action]?.pl;
  return pl === undefined ? [action] : Object.keys(ACTIONS).filter((c) => ACTIONS[c].pl === pl);
};
export const fieldWord = (field: string, lang: Lang = 'pl') => word(FIELDS, field, lang);

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
/** D/M/YYYY HH:mm in Europe/Warsaw (SPEC.md section 9). */
export const warsawDateTime = formatWarsawDateTime;

/** One value as a person reads it: "—" for nothing, Tak/Nie, dates, statuses, roles, lists, and
 *  nested objects as "Label: value, ...". Never raw JSON, `null` or `false`. */
export function formatHistoryValue(field: string, value: unknown, lang: Lang = 'pl'): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? (lang === 'pl' ? 'Tak' : 'Yes') : lang === 'pl' ? 'Nie' : 'No';
  if (field === 'role' && typeof value === 'number') return ROLES[value]?.[lang] ?? String(value);
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    if (ISO.test(value)) return warsawDateTime(value);
    return VALUES[value]?.[lang] ?? value;
  }
  if (Array.isArray(value)) return value.length ? value.map((v) => formatHistoryValue(field, v, lang)).join(', ') : '—';
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${fieldWord(k, lang)}: ${formatHistoryValue(k, v, lang)}`)
      .join(', ');
  }
  return String(value);
}

/** A before/after object as one line of text ("Stan: W kolejce; Błąd: ..."), for the export. */
export function describeHistoryData(data: Record<string, unknown> | null | undefined, lang: Lang = 'pl'): string {
  if (!data || Object.keys(data).length === 0) return '';
  return Object.entries(data)
    .map(([k, v]) => `${fieldWord(k, lang)}: ${formatHistoryValue(k, v, lang)}`)
    .join('; ');
}

/** The history steps of a print job that are not outcomes: folded away. */
export const PRINT_JOB_STEPS = ['sending', 'retry_scheduled'] as const;
