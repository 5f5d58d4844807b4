/** What a tab's panel on the manufacturing screen gets from the screen. */
export interface ManufacturingTabProps {
  /** The signed-in role (1-4). */
  role: number;
  /** Opens a record in the screen's drawer (/app/manufacturing/{id}). */
  openRecord(id: number): void;
}
