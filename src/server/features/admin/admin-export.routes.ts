/**
 * GET /api/admin/export/users and /export/items: a download, streamed. The
 * audit row is written before the first byte; a failure midway is logged
 * and cuts the download short (the status line has gone already).
 */
import { Readable } from 'node:stream';
import { todayInRiyadh } from '@shared/bookings';
import type { ExportFormat } from '@shared/constants';
import { exportQuerySchema } from '@shared/schemas/admin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parse } from '../../http/validate';
import { type ExportTable, exportChunks, itemsExport, usersExport } from './admin-export';
import { requireAdmin } from './admin-guard';
import { writeAudit } from './audit';

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

export async function adminExportRoutes(app: FastifyInstance): Promise<void> {
  exportRoute(app, 'users', usersExport);
  exportRoute(app, 'items', itemsExport);
}

function exportRoute<Row>(app: FastifyInstance, name: 'users' | 'items', table: ExportTable<Row>): void {
  app.get(`/api/admin/export/${name}`, async (request, reply) => {
    const admin = requireAdmin(request);
    const { format } = parse(exportQuerySchema, request.query);
    await writeAudit(app.db, {
      adminId: admin.id,
      action: `export.${name}`,
      targetType: 'export',
      targetId: null,
      targetLabel: name,
      details: { format },
    });
    const body = Readable.from(loggingFailures(exportChunks(app.db, table, format), request));
    return reply
      .header('content-type', CONTENT_TYPES[format])
      .header('content-disposition', `attachment; filename="ajjir-${name}-${todayInRiyadh()}.${format}"`)
      .header('x-content-type-options', 'nosniff')
      .send(body);
  });
}

/** Passes the chunks on; a failure is logged with the request, then ends the stream (and the download). */
async function* loggingFailures(chunks: AsyncGenerator<string>, request: FastifyRequest) {
  try {
    yield* chunks;
  } catch (error) {
    request.log.error({ err: error }, 'export failed midway');
    throw error;
  }
}
