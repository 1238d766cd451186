import '../../styles/mantine-later.css';
import { SCREENS, SCREEN_LOADERS } from '../../features/partner-data/components/screens';

export const loader = SCREEN_LOADERS.clientsIndividual;
export const Component = SCREENS.clientsIndividual;
