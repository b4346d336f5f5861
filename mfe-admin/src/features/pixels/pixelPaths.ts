import { recordPath } from '../records/recordPaths';

/** The console's pixel API (admin). */
export const PIXELS_PATH = '/api/admin/pixels';
export const pixelPath = (id: string, change = '') => recordPath(PIXELS_PATH, id, change);

/** The page's search parameter naming the pixel being edited (`?pixel=<id>`). */
export const EDIT_PARAM = 'pixel';
