import { version } from '../../package.json';

/** The web app's version (its package.json), shown under Settings > About. */
export const APP_VERSION: string = version;
