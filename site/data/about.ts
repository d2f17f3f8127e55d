/**
 * The company's own record (about-data is a singleton: `GET /api/about-data`
 * answers `{data: record | null}`). The generated resource client only knows
 * lists and ids, so this one read names the path itself, typed by the
 * generated record type.
 */
import type { AboutData } from '../../generated/schemas/about-data.schema';
import { apiGet, type DataResponse, type RequestOptions } from '../../runtime-web/api/client';

export async function readAboutData(options: RequestOptions): Promise<AboutData | null> {
  return (await apiGet<DataResponse<AboutData | null>>('/api/about-data', options)).data;
}
