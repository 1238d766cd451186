import '../../styles/mantine-later.css';
import { SCREENS } from '../../features/partner-data/components/screens';
import { SCREEN_LOADERS } from '../../features/partner-data/components/route-loaders';

export const loader = SCREEN_LOADERS.clientsBusiness;
export const Component = SCREENS.clientsBusiness;
