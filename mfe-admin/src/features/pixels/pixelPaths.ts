/** The console's pixel API (admin). */
export const PIXELS_PATH = '/api/admin/pixels';
export const pixelPath = (id: string, change = '') =>
  `${PIXELS_PATH}/${encodeURIComponent(id)}${change ? `/${change}` : ''}`;

/** The page's search parameter naming the pixel being edited (`?pixel=<id>`). */
export const EDIT_PARAM = 'pixel';
