// Gives a user a role, from the command line: how the first curator is made (docs/decisions/0010).
//   npm run user:role -- --email someone@example.com --role curator
// Works on the database DATABASE_URL names, as the server reads it (src/server/env.ts), and
// migrates it first. An unknown email or role is refused with a message, and exit code 1. The
// change is recorded in the curation audit, by "command-line".
import { parseArgs } from 'node:util';
import { migrateToLatest } from '#server/db/migrate.ts';
import { setRoleByEmail } from '#server/db/repositories/curation-user.repository.ts';
import { readEnv } from '#server/env.ts';
import { connectDatabase } from '#server/node/db/connect.ts';
import { ROLES, type Role } from '#shared/schemas/user.schema.ts';

const USAGE = 'Usage: npm run user:role -- --email someone@example.com --role curator|member';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let values: { email?: string | undefined; role?: string | undefined };
try {
  ({ values } = parseArgs({
    options: { email: { type: 'string' }, role: { type: 'string' } },
  }));
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
}
const email = values.email?.trim().toLowerCase();
if (!email) fail(`--email is required.\n${USAGE}`);
const role = values.role?.trim();
if (!role || !(ROLES as readonly string[]).includes(role)) {
  fail(`--role must be one of ${ROLES.join(', ')}${role ? `, not "${role}"` : ''}.\n${USAGE}`);
}

const config = readEnv(process.env);
if (!config.ok) {
  fail(config.problems.map((problem) => `Bad configuration: ${problem}`).join('\n'));
}
const database = connectDatabase(config.env.DATABASE_URL);
let code = 0;
try {
  await migrateToLatest(database.db);
  const changed = await setRoleByEmail(database.db, email, role as Role);
  if (!changed) {
    console.error(`No user has the email ${email}. They must sign up first.`);
    code = 1;
  } else if (changed.was === role) {
    console.log(`${email} is already a ${role}. Nothing changed.`);
  } else {
    console.log(`${email} is now a ${role} (was a ${changed.was}).`);
  }
} catch (error) {
  console.error(`Could not change the role: ${error instanceof Error ? error.message : error}`);
  code = 1;
} finally {
  await database.close();
}
process.exit(code);
