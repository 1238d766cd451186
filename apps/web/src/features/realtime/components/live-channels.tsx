import { useLiveChannels } from '../hooks/use-live-channels';

/** Mounted with the signed-in navbar: keeps the live channels open while it is shown. */
export function LiveChannels() {
  useLiveChannels();
  return null;
}
