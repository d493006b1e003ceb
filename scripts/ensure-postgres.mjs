// Makes sure the PostgreSQL the API suites use is up and has its `test` database.
// Every dev and CI machine runs one on 127.0.0.1:5432 with trust auth; if it has stopped,
// start it the way the machine image does; if the database is missing, create it.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function tryConnect(connectionString) {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return error;
  } finally {
    await client.end().catch(() => {});
  }
}

function startCluster() {
  let versions = [];
  try {
    versions = readdirSync('/etc/postgresql');
  } catch {
    return false;
  }
  for (const version of versions) {
    try {
      execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], {
        stdio: 'inherit',
      });
      return true;
    } catch {
      // try the next installed version
    }
  }
  return false;
}

let error = await tryConnect(url);
if (error && /ECONNREFUSED|ENOENT|timeout/i.test(String(error.message ?? error))) {
  console.log('PostgreSQL is not answering; starting it.');
  if (startCluster()) {
    for (let i = 0; i < 20 && error; i++) {
      await new Promise((r) => setTimeout(r, 500));
      error = await tryConnect(url);
    }
  }
}
if (error && error.code === '3D000') {
  const name = new URL(url).pathname.slice(1);
  console.log(`Creating the PostgreSQL database "${name}".`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`create database "${name}"`);
  await client.end();
  error = await tryConnect(url);
}
if (error) {
  console.error(`PostgreSQL at ${url} is not usable: ${error.message ?? error}`);
  console.error('Set TEST_DATABASE_URL to a PostgreSQL the tests may create schemas in.');
  process.exit(1);
}
console.log(`PostgreSQL ready at ${url}`);
