import type { AppModule } from '../routes-by-role';
import {
  BoxesIcon,
  DatabaseIcon,
  FactoryIcon,
  HistoryIcon,
  PackageIcon,
  PrinterIcon,
  UsersIcon,
} from '../../shared/ui/icons';

export const NAV_ICONS: Record<AppModule, typeof PackageIcon> = {
  packing: PackageIcon,
  manufacturing: FactoryIcon,
  inventories: BoxesIcon,
  labelPrinting: PrinterIcon,
  orderHistory: HistoryIcon,
  users: UsersIcon,
  manufacturingData: DatabaseIcon,
};
