import '../../styles/mantine-later.css';
import { SCREENS } from '../../features/partner-data/components/screens';

export const Component = SCREENS.invoices;
