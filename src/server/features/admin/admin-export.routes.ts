/**
 * GET /api/admin/export/users and /export/items: a download, streamed. The
 * audit row is written before the first byte; a failure midway is logged
 * and cuts the download short (the status line has gone already).
 */
import { Readable } from 'node:stream';
import { todayInRiyadh } from '@shared/bookings';
import type { ExportFormat } from '@shared/constants';
import { exportQuerySchema } from '@shared/schemas/admin';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ExportTable, exportChunks, itemsExport, usersExport } from './admin-export';
import { requireAdmin } from './admin-guard';
import { writeAudit } from './audit';

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

/** A download, streamed (never encoded through a schema): its content type is the format's. */
const download = z
  .string()
  .describe(
    'The file, as a download (Content-Disposition: attachment): with format=csv, text/csv (UTF-8 with a ' +
      'byte-order mark, a header row, then a row per record); with format=json, application/json (one array ' +
      'of objects named by the same columns).',
  );

export const adminExportRoutes: FastifyPluginAsyncZod = async (app) => {
  function exportRoute<Row>(name: 'users' | 'items', table: ExportTable<Row>): void {
    app.get(
      `/api/admin/export/${name}`,
      { schema: { querystring: exportQuerySchema, response: { 200: download } } },
      async (request, reply) => {
        const admin = requireAdmin(request);
        const { format } = request.query;
        await writeAudit(app.db, {
          adminId: admin.id,
          action: `export.${name}`,
          targetType: 'export',
          targetId: null,
          targetLabel: name,
          details: { format },
        });
        // A stream goes out as it is, never through the schema: its bytes are the text it describes.
        const body = Readable.from(
          loggingFailures(exportChunks(app.db, table, format), request),
        ) as unknown as string;
        return reply
          .header('content-type', CONTENT_TYPES[format])
          .header('content-disposition', `attachment; filename="ajjir-${name}-${todayInRiyadh()}.${format}"`)
          .header('x-content-type-options', 'nosniff')
          .send(body);
      },
    );
  }

  exportRoute('users', usersExport);
  exportRoute('items', itemsExport);
};

/** Passes the chunks on; a failure is logged with the request, then ends the stream (and the download). */
async function* loggingFailures(chunks: AsyncGenerator<string>, request: FastifyRequest) {
  try {
    yield* chunks;
  } catch (error) {
    request.log.error({ err: error }, 'export failed midway');
    throw error;
  }
}
