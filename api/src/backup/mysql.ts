import { createReadStream } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import mysql, { type Connection, type ConnectionOptions, type RowDataPacket } from 'mysql2';
import { mysqlConfig } from '../db/connection';
import { gzipWriter } from './gzip';
import { DATA_FILE } from './manifest';

/**
 * MySQL/MariaDB without mysqldump/mariadb-dump (the API image and a CI
 * machine with only mariadb-server may not have a client): what
 * `mariadb-dump --single-transaction` does, in Node. One connection reads
 * every table inside one REPEATABLE READ transaction started WITH CONSISTENT
 * SNAPSHOT, so the dump is the database at one moment while writes go on; the
 * schema comes from SHOW CREATE TABLE, the rows as multi-row INSERTs. The
 * file holds one statement per line (values escaped, so no line break inside
 * one) and loads with the mariadb/mysql client too.
 */
const ROWS_PER_INSERT = 1000;
/** Well below max_allowed_packet (16 MB on MariaDB 10.11 and MySQL 8 by default). */
const BYTES_PER_INSERT = 1_000_000;

/**
 * Values as the server stores them: dates and big numbers as text (no time
 * zone or precision lost on the way through JavaScript), JSON as its text.
 */
function connect(url: string): Connection {
  const { connection } = mysqlConfig(url) as { connection: ConnectionOptions };
  return mysql.createConnection({
    ...connection,
    connectTimeout: 10_000,
    dateStrings: true,
    supportBigNumbers: true,
    bigNumberStrings: true,
    typeCast: (field, next) => (field.type === 'JSON' ? field.string('utf8') : next()),
  });
}

const HEADER = [
  '-- hello-site backup (MySQL/MariaDB): one statement per line; also loads with `gunzip < dump.sql.gz | mariadb <database>`',
  'SET NAMES utf8mb4;',
  "SET time_zone = '+00:00';",
  "SET SESSION sql_mode = 'NO_AUTO_VALUE_ON_ZERO';",
  'SET FOREIGN_KEY_CHECKS = 0;',
  'SET UNIQUE_CHECKS = 0;',
];
const FOOTER = ['SET UNIQUE_CHECKS = 1;', 'SET FOREIGN_KEY_CHECKS = 1;'];

export async function dumpMysql(url: string, folder: string) {
  const conn = connect(url);
  const query = <T extends RowDataPacket[]>(sql: string, values?: unknown[]) =>
    conn
      .promise()
      .query<T>(sql, values)
      .then(([rows]) => rows);
  const out = gzipWriter(path.join(folder, DATA_FILE.mysql));
  try {
    await query("SET time_zone = '+00:00'");
    await query('SET SESSION TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    await query('START TRANSACTION WITH CONSISTENT SNAPSHOT, READ ONLY');
    const listed = await query("SHOW FULL TABLES WHERE Table_type = 'BASE TABLE'");
    const names = listed.map((row) => String(Object.values(row)[0])).sort();
    for (const line of HEADER) await out.write(`${line}\n`);
    const tables: Record<string, number> = {};
    for (const table of names) {
      const [create] = await query(`SHOW CREATE TABLE ${mysql.escapeId(table)}`);
      await out.write(`DROP TABLE IF EXISTS ${mysql.escapeId(table)};\n`);
      // Line breaks only between definitions: the server escapes them inside defaults and comments.
      await out.write(`${String(create!['Create Table']).replace(/\n\s*/g, ' ')};\n`);
      tables[table] = await dumpRows(conn, table, await storedColumns(query, table), out);
    }
    const [last] = names.includes('knex_migrations')
      ? await query('SELECT name FROM knex_migrations ORDER BY id DESC LIMIT 1')
      : [];
    await query('COMMIT');
    for (const line of FOOTER) await out.write(`${line}\n`);
    await out.end();
    return { tables, schemaVersion: last ? String(last.name) : null };
  } catch (err) {
    await out.abort();
    throw err;
  } finally {
    conn.end();
  }
}

/** The columns an INSERT may write (generated ones are computed by the server). */
async function storedColumns(
  query: <T extends RowDataPacket[]>(sql: string, values?: unknown[]) => Promise<T>,
  table: string,
): Promise<string[]> {
  const columns = await query(
    `SELECT column_name AS name, extra AS extra FROM information_schema.columns
     WHERE table_schema = database() AND table_name = ? ORDER BY ordinal_position`,
    [table],
  );
  return columns
    .filter((column) => !/GENERATED/i.test(String(column.extra)))
    .map((column) => String(column.name));
}

async function dumpRows(
  conn: Connection,
  table: string,
  columns: string[],
  out: ReturnType<typeof gzipWriter>,
): Promise<number> {
  const list = columns.map((column) => mysql.escapeId(column)).join(', ');
  const insert = `INSERT INTO ${mysql.escapeId(table)} (${list}) VALUES `;
  let batch: string[] = [];
  let bytes = 0;
  let count = 0;
  const flush = async () => {
    if (batch.length > 0) await out.write(`${insert}${batch.join(',')};\n`);
    batch = [];
    bytes = 0;
  };
  const rows = conn
    .query({ sql: `SELECT ${list} FROM ${mysql.escapeId(table)}`, rowsAsArray: true })
    .stream();
  for await (const row of rows as AsyncIterable<unknown[]>) {
    const values = `(${row.map((value) => conn.escape(value)).join(',')})`;
    batch.push(values);
    bytes += values.length;
    count += 1;
    if (batch.length >= ROWS_PER_INSERT || bytes >= BYTES_PER_INSERT) await flush();
  }
  await flush();
  return count;
}

/** Drops every table of the database, then runs the dump's statements in order. */
export async function restoreMysql(folder: string, url: string): Promise<void> {
  const conn = connect(url).promise();
  try {
    await conn.query('SET FOREIGN_KEY_CHECKS = 0');
    const [existing] = await conn.query<RowDataPacket[]>(
      "SHOW FULL TABLES WHERE Table_type = 'BASE TABLE'",
    );
    for (const row of existing) {
      await conn.query(`DROP TABLE ${mysql.escapeId(String(Object.values(row)[0]))}`);
    }
    const gunzip = createGunzip();
    const unpacked = pipeline(createReadStream(path.join(folder, DATA_FILE.mysql)), gunzip);
    for await (const line of readline.createInterface({ input: gunzip, crlfDelay: Infinity })) {
      if (line && !line.startsWith('--')) await conn.query(line);
    }
    await unpacked;
    await conn.query('SET FOREIGN_KEY_CHECKS = 1');
  } finally {
    await conn.end();
  }
}
