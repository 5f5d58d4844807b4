import type { StandardEntryService } from './standard-entry.service.js';
import type { StandardErrorLogService } from './standard-error-log.service.js';
import type { StandardPersistService } from './standard-persist.service.js';
import type { StandardStationService } from './standard-station.service.js';

/** The module's services, one job each; the resolver and the REST routes call the same ones. */
export interface StandardServices {
  entries: StandardEntryService;
  station: StandardStationService;
  persist: StandardPersistService;
  errorLogs: StandardErrorLogService;
}
