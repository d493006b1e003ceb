import { restartTestVideoNumbering } from '#server/db/factories.ts';

// The server's test files share their modules per worker (vitest.config.ts): each file starts the
// test factory's numbering, and so its videos' dates, where it would in a worker of its own.
restartTestVideoNumbering();
