/**
 * Polish texts of the manufacturing domain (types, width specification, drilling rules).
 * The client registers this object under the key `manufacturingDomain` (I18N_NAMESPACE in
 * ../messages.ts); the server renders the same templates through `formatMessage`, so a 400's
 * message and the screen's text come from one place. Placeholders use i18next's `{{name}}`.
 */
export const manufacturingDomainPl = {
  types: {
    obraz_lustro_wc: 'Obraz / lustro / WC',
    szklo_kabina: 'Szkło kabinowe',
    dach: 'Dach (daszek szklany)',
    paleta: 'Paleta',
    polpaleta: 'Półpaleta',
    inne: 'Inne (bez dodatkowych kroków)',
  },
  steps: {
    widthSpec: 'Specyfikacja szerokości',
    drillingSchema: 'Schemat wierceń',
    dimensions: 'Wymiary',
    weight: 'Waga',
    palletHeight: 'Wysokość palety',
  },
  glassKinds: {
    hartowane: 'Hartowane',
    laminowane: 'Laminowane',
    float: 'Float',
    lustro: 'Lustro',
  },
  corners: {
    'bottom-left': 'lewy dolny',
    'bottom-right': 'prawy dolny',
    'top-left': 'lewy górny',
    'top-right': 'prawy górny',
  },
  edges: {
    left: 'lewej',
    right: 'prawej',
    top: 'górnej',
    bottom: 'dolnej',
  },
  validation: {
    required: 'Pole jest wymagane',
    number: 'Podaj liczbę',
    text: 'Podaj tekst',
    positive: 'Wartość musi być większa od 0',
    min: 'Wartość nie może być mniejsza niż {{min}}',
    max: 'Wartość nie może przekraczać {{max}}',
    tooLong: 'Najwyżej {{max}} znaków',
    tooMany: 'Najwyżej {{max}} pozycji',
    oneOf: 'Wybierz jedną z dozwolonych wartości',
    format: 'Niepoprawny format',
    unknownField: 'Nieznane pole',
    invalid: 'Niepoprawna wartość',
  },
  width: {
    valuePositive: 'Wymiar musi być większy od 0 cm',
    valueMax: 'Wymiar nie może przekraczać {{max}} cm',
    oneDecimal: 'Podaj wymiar z dokładnością do 0,1 cm (jedno miejsce po przecinku)',
    partRequired: 'Podaj nazwę części',
    duplicatePart: 'Część „{{part}}” już występuje w specyfikacji',
    fixedDimRequired: 'Dodaj co najmniej jeden wymiar stały',
    sideWallsRequired: 'Dodaj co najmniej jedną ściankę boczną',
  },
  schema: {
    thicknessRange: 'Grubość minimalna nie może być większa od maksymalnej',
    duplicateId: 'Identyfikator {{id}} już występuje w schemacie',
    countersinkSmall: 'Średnica fazowania musi być większa od średnicy otworu ({{diameter}} mm)',
    cornerRadiusTooLarge: 'Promień naroża nie może przekraczać połowy krótszego boku wycięcia ({{max}} mm)',
  },
  drilling: {
    thicknessOutOfRange: 'Grubość szkła {{thickness}} mm poza zakresem schematu {{min}}–{{max}} mm',
    holeOutsidePane: 'Otwór {{id}} wychodzi poza taflę: {{measured}} mm < {{limit}} mm',
    holeDiameterTooSmall: 'Otwór {{id}} za mały: {{measured}} mm < {{limit}} mm',
    holeDiameterTooLarge: 'Otwór {{id}} za duży: {{measured}} mm > {{limit}} mm',
    holeTooCloseToEdge: 'Otwór {{id}} za blisko krawędzi {{edge}}: {{measured}} mm < {{limit}} mm',
    holeTooCloseToCorner: 'Otwór {{id}} za blisko narożnika: {{measured}} mm < {{limit}} mm',
    holeTooCloseToHole: 'Otwór {{id}} za blisko otworu {{other}}: {{measured}} mm < {{limit}} mm',
    holeTooCloseToCutout: 'Otwór {{id}} za blisko wycięcia {{other}}: {{measured}} mm < {{limit}} mm',
    cutoutOutsidePane: 'Wycięcie {{id}} wychodzi poza taflę: {{measured}} mm < {{limit}} mm',
    cutoutTooCloseToEdge: 'Wycięcie {{id}} za blisko krawędzi {{edge}}: {{measured}} mm < {{limit}} mm',
    cutoutTooCloseToCutout: 'Wycięcie {{id}} za blisko wycięcia {{other}}: {{measured}} mm < {{limit}} mm',
    cutoutSplitsPane: 'Wycięcie {{id}} przecina taflę od krawędzi do krawędzi',
    cutoutCornerRadiusTooSmall: 'Wycięcie {{id}}: promień naroża za mały: {{measured}} mm < {{limit}} mm',
  },
  rules: {
    title: 'Zasady wierceń szkła hartowanego (t = grubość szkła)',
    diameter: 'Średnica otworu ≥ {{timesThickness}} × t i ≥ {{minMm}} mm',
    diameterMax: 'Średnica otworu ≤ krótszy bok tafli / {{divisor}}',
    edge: 'Krawędź otworu od krawędzi tafli ≥ {{times}} × t',
    spacing: 'Odstęp między krawędziami otworów i wycięć ≥ {{times}} × t',
    corner: 'Krawędź otworu od wierzchołka narożnika ≥ {{times}} × t',
    cutoutRadius: 'Promień naroży wycięcia ≥ {{times}} × t',
  },
  drawing: {
    referenceCorner: 'Narożnik odniesienia',
  },
};
