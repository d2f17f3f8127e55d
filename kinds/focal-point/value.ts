/**
 * The zod helper of focalPoint fields (`x,y` in percent: runtime-shared/focal-point.ts), shared by the
 * admin form and the server.
 */
import { z } from 'zod';
import { parseFocalPoint } from '../../runtime-shared/focal-point';

export const FOCAL_POINT_MESSAGE = 'Click on the image to choose its focal point';

const blank = (value: unknown) => value === undefined || value === null || value === '';
const point = () => z.string().refine((v) => parseFocalPoint(v) !== undefined, FOCAL_POINT_MESSAGE);

/** A focal point as `x,y` in percent; blank is none (the centre is used). */
export const focalPointValue = () => z.preprocess((v) => (blank(v) ? null : v), point().nullable()).optional();
