import type { orderHistoryPl } from './pl';

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

export const orderHistoryEn: Strings<typeof orderHistoryPl> = {
  title: 'Order history',
  count: 'Entries: {{count}}',
  countMoreThan: 'Entries: more than {{count}}',
  empty: 'No entries match the filters',
  pageSize: 'Per page',
  page: 'Page {{page}} of {{total}}',
  previous: 'Previous',
  next: 'Next',
  clearFilters: 'Clear filters',
  filters: {
    reference: 'Reference',
    entityType: 'Type',
    action: 'Action',
    user: 'User / employee number',
    dateFrom: 'From day',
    dateTo: 'To day',
    datePlaceholder: 'D/M/YYYY',
    dateInvalid: 'Type the date as D/M/YYYY, e.g. 4/3/2026',
    rangeInvalid: 'The "to" date cannot be before the "from" date',
    any: 'All',
  },
  columns: {
    createdAt: 'Date',
    entityType: 'Type',
    reference: 'Reference',
    action: 'Action',
    user: 'User',
  },
  detail: {
    title: 'History entry #{{id}}',
    field: 'Field',
    before: 'Before',
    after: 'After',
    entity: '{{type}} #{{id}}',
    who: '{{name}} (no. {{numer}})',
    value: 'Value',
    system: 'system',
    noChanges: 'No before/after data',
    close: 'Close',
  },
  export: {
    csv: 'Export CSV',
    xlsx: 'Export XLSX',
    progress: 'Export: {{done}} of {{total}}',
    done: 'Export finished',
  },
};
