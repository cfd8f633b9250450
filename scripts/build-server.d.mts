import type { Metafile } from 'esbuild';

/** Builds the server into `outdir` (dist/server by default); answers esbuild's metafile. */
export function buildServer(outdir?: string): Promise<Metafile>;
