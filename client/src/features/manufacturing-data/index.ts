/** What other features may use of Dane produkcyjne (its public API). */
export { liveWeight, manufacturingDataFormSchema, emptyManufacturingDataForm, toManufacturingDataInput } from './manufacturing-data-form.schema';
