/** Screen paths of the Apple Health import (spec 001 section 2). */
export const healthPaths = {
  healthReturn: '/health-return',
} as const;
