import * as z from '../schemas/zod';
import { pageQuerySchema } from '../schemas/page-query';
import { createImportKeySchema, healthAutoExportSchema, healthWorkoutSchema, importKeyParamsSchema } from '../schemas/health';
import type { DomainContract } from './route';
import { createdImportKey, importKey } from './responses/inbox';
import { healthAutoExportResult, healthImportResult } from './responses/workouts';

// The Apple Health import (spec 001 section 7): from /health-return with the sign-in token, or from an iOS Shortcut
// with an import key; the keys themselves are beyond the spec (issue 10, docs/health-import.md).
export const healthRoutes = {
  'POST /api/workout-sessions/import-health': {
    auth: true,
    importKey: true,
    summary: 'Imports an Apple Health workout (201), or answers the one imported before with this appleHealthId (200)',
    body: healthWorkoutSchema,
    responses: { 200: healthImportResult, 201: healthImportResult },
  },
  'POST /api/workout-sessions/import-health/auto-export': {
    auth: true,
    importKey: true,
    summary: "Imports the workouts of a Health Auto Export JSON export (each once by its id); reports the skipped ones",
    body: healthAutoExportSchema,
    responses: { 200: healthAutoExportResult },
  },
  'GET /api/health-import-keys': { auth: true, summary: "The caller's import keys", query: pageQuerySchema, responses: { 200: z.array(importKey) }, paged: true },
  'POST /api/health-import-keys': {
    auth: true,
    answersSecret: true,
    summary: 'Creates an import key (the only answer that holds the key)',
    body: createImportKeySchema,
    responses: { 201: createdImportKey },
  },
  'DELETE /api/health-import-keys/{id}': { auth: true, summary: 'Revokes an import key', params: importKeyParamsSchema, responses: { 204: null } },
} as const satisfies DomainContract;
